import type { PrequalifyInput } from '../../common/validation/financing';
import type { PersonInput } from '../../common/validation/person';

/**
 * What the buyer types to prequalify (SPEC §2: step 1 personal info, step 2 work info). The amount
 * boxes hold text (digits, maybe with thousands separators) and the month and year they started
 * working come from two selects; the step schemas read them (prequalification-steps.ts). Income is
 * personal data: the draft lives in sessionStorage only, never in the address or localStorage.
 */
// Step 1's fields are the sell wizard's person fields, with the cédula required here.
export { type PersonValues, personValuesOf } from '../sell/sell-values';

export type WorkTyped = {
  workplace: string;
  monthlySalary: string;
  /** Empty reads as none (0). */
  otherIncome: string;
  /** '01'–'12', or '' before one is chosen. */
  workingSinceMonth: string;
  /** 'YYYY', or ''. */
  workingSinceYear: string;
  downPayment: string;
  /** When the flow started (ISO): the latest month they may have started working in. */
  asOf: string;
};

/** The work step's values: what is typed, and the person of step 1, which this step's form sends with it. */
export type WorkValues = WorkTyped & { person: IdentifiedPerson | null };

/** A person whose cédula is given (step 1). */
export type IdentifiedPerson = PersonInput & { documentId: string };

/** CONTRACT's Prequalification: what the buyer prequalifies for. */
export type PrequalificationAnswer = {
  id: string;
  approved: boolean;
  maxAmount: number;
  monthlyPayment: number;
  annualRate: number;
  termMonths: number;
  downPayment: number;
};

export type { PrequalifyInput };

export const emptyWork = (asOf: Date): WorkTyped => ({ workplace: '', monthlySalary: '', otherIncome: '', workingSinceMonth: '', workingSinceYear: '', downPayment: '', asOf: asOf.toISOString() });

/** What was typed in step 2, without the person carried along. */
export const workTypedOf = ({ workplace, monthlySalary, otherIncome, workingSinceMonth, workingSinceYear, downPayment, asOf }: WorkTyped): WorkTyped => ({
  workplace,
  monthlySalary,
  otherIncome,
  workingSinceMonth,
  workingSinceYear,
  downPayment,
  asOf,
});

/** The years the 'working since' select offers: this year back fifty. */
export const workingSinceYears = (asOf: string): string[] => {
  const year = new Date(asOf).getUTCFullYear();
  return Array.from({ length: 51 }, (_, back) => String(year - back));
};
