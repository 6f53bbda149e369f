import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import type { CardDetails } from './card-schema';
import { cardForm, reserveMachine, type ReservedPurchase } from './reserve.machine';

/**
 * The payment behind the reservation, as the feature makes it: the card goes to the processor for a
 * token, the token to reserveCar. A refusal rejects with the server's `code` (PAYMENT_DECLINED,
 * CAR_NOT_AVAILABLE…), as every feature's calls do.
 */
export type ReserveCalls = { reserve(card: CardDetails): Promise<ReservedPurchase> };

/** The flow for one car with the feature's payment; `lock` is the feature's submission lock (visit-lock.ts). */
export const reserveWith = (calls: ReserveCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  reserveMachine.provide({ actors: { cardForm: withSubmit(cardForm.provide({ actors: { submissionLock: lock } }), calls.reserve) } });
