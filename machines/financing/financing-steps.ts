import { financingApplicationSchema } from '../../common/validation/financing';
import { startPurchaseSchema } from '../../common/validation/purchase';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { ApplicationValues, CashValues, FinancingApplicationInput, StartPurchaseInput } from './financing-values';

// The forms check with the API's own schemas (common/validation/financing.ts, purchase.ts); these
// adapters only read the salary box's text and lay the person's fields flat, as the page shows them.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
const missing = (field: string): { success: false; error: { issues: Issue[] } } => ({ success: false, error: { issues: [{ path: [field], message: 'required' }] } });

/** The personal information form with the calculator's loan: CONTRACT's FinancingApplicationInput. */
export const applicationSchema: FormSchema<ApplicationValues, FinancingApplicationInput> = overNumberText<ApplicationValues, FinancingApplicationInput>(
  ['monthlySalary'],
  ({ loan, workplace, monthlySalary, ...person }) => {
    // The flow opens the form only with a loan chosen; without one nothing is sent.
    if (!loan) return missing('loan');
    const parsed = financingApplicationSchema.safeParse({ ...(loan as object), person, workplace, monthlySalary });
    if (parsed.success) return parsed;
    // The person's problems are named by the flat fields the page binds ('person.phone' → 'phone').
    return { success: false, error: { issues: parsed.error.issues.map((issue) => ({ ...issue, path: issue.path[0] === 'person' ? issue.path.slice(1) : issue.path })) } };
  },
);

/** Paying cash: CONTRACT's StartPurchaseInput for the car. */
export const cashSchema: FormSchema<CashValues, StartPurchaseInput> = {
  safeParse: ({ carId }) => startPurchaseSchema.safeParse({ carId, method: 'CASH' }),
};
