import type { FinancingApplicationInput } from '../../common/validation/financing';
import type { PersonInput } from '../../common/validation/person';
import type { StartPurchaseInput } from '../../common/validation/purchase';

/**
 * What the financing index works with (SPEC §2: the calculator, apply, pay cash). The calculator's
 * choice arrives whole with `apply.start`; the application form's salary box holds text (digits,
 * maybe with thousands separators), read into a number by the form's schema (financing-steps.ts).
 */

/** The calculator's choice: a plan slug of getFinancingPlans, whole pesos down, months. */
export type ChosenLoan = { plan: string; downPayment: number; termMonths: number };

/** The loan an application is for: the car and the calculator's choice. */
export type LoanToApply = ChosenLoan & { carId: string };

/** What the buyer types in the personal information form. */
export type ApplicantValues = { name: string; lastName: string; email: string; phone: string; documentId: string; workplace: string; monthlySalary: string };

/** The form's values: what is typed, and the loan shown read-only above it. */
export type ApplicationValues = ApplicantValues & { loan: LoanToApply | null };

/** The cash button's form: nothing to type, the car it buys. */
export type CashValues = { carId: string };

/** CONTRACT's FinancingQuote. */
export type LoanQuote = { monthlyPayment: number; annualRate: number; termMonths: number; financedAmount: number; totalCost: number };

/** What applyForFinancing answers: SUBMITTED (our team calls back) or REDIRECTED (the lender's site). */
export type FinancingApplied = { id: string; status: string; redirectUrl: string | null; quote: LoanQuote };

/** What startPurchase answers that the confirmation shows. */
export type PurchaseStarted = { id: string; method: string; status: string };

export type { FinancingApplicationInput, StartPurchaseInput };

/** A signed-in buyer's form starts from their profile. */
export const applicantValuesOf = (person: Partial<PersonInput>): ApplicantValues => ({
  name: person.name ?? '',
  lastName: person.lastName ?? '',
  email: person.email ?? '',
  phone: person.phone ?? '',
  documentId: person.documentId ?? '',
  workplace: '',
  monthlySalary: '',
});

/** What was typed, without the loan shown beside it. */
export const applicantOf = ({ name, lastName, email, phone, documentId, workplace, monthlySalary }: ApplicantValues): ApplicantValues => ({ name, lastName, email, phone, documentId, workplace, monthlySalary });

/** An outside lender's answer: the buyer continues at its (https) site. */
export const isRedirected = (applied: FinancingApplied): boolean => applied.status === 'REDIRECTED' && applied.redirectUrl !== null;
