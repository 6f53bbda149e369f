import { createFormMachine } from '../form/form.machine';
import { applicationSchema, cashSchema } from './financing-steps';
import type { ApplicationValues, CashValues, FinancingApplicationInput, FinancingApplied, PurchaseStarted, StartPurchaseInput } from './financing-values';

/**
 * The personal information form sends the application itself (its submit is applyForFinancing, the
 * feature provides it): every failed send is counted by its three-failure lock, and each failure is
 * told to the flow, which ends when the car was sold or reserved meanwhile.
 */
export const applicationForm = createFormMachine<ApplicationValues, FinancingApplicationInput, FinancingApplied>({ id: 'applicationForm', schema: applicationSchema, tellsHostFailures: true });

/** The cash confirmation's button submits this form, whose submit is startPurchase with CASH. */
export const cashForm = createFormMachine<CashValues, StartPurchaseInput, PurchaseStarted>({ id: 'cashForm', schema: cashSchema, tellsHostFailures: true });
