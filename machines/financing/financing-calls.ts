import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { applicationForm, cashForm } from './financing-forms';
import { financingMachine } from './financing.machine';
import type { FinancingApplicationInput, FinancingApplied, PurchaseStarted } from './financing-values';

/**
 * The API calls behind the financing index, as the feature makes them. A refused call rejects with an
 * error carrying the server's `code` (CAR_NOT_AVAILABLE…), as every feature's calls do.
 */
export type FinancingCalls = {
  applyForFinancing(input: FinancingApplicationInput): Promise<FinancingApplied>;
  /** startPurchase with method CASH. */
  payCash(carId: string): Promise<PurchaseStarted>;
};

type Lock = typeof submissionLockMachine;

/** The flow with the feature's calls; each form has its own submission lock (visit-lock.ts), remembered for the visit. */
export const financingWith = (calls: FinancingCalls, locks: { application?: Lock; cash?: Lock } = {}) =>
  financingMachine.provide({
    actors: {
      applicationForm: withSubmit(applicationForm.provide({ actors: { submissionLock: locks.application ?? submissionLockMachine } }), calls.applyForFinancing),
      cashForm: withSubmit(cashForm.provide({ actors: { submissionLock: locks.cash ?? submissionLockMachine } }), (input) => calls.payCash(input.carId)),
    },
  });
