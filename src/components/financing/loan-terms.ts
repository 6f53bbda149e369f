import { defaultDownPayment, FINANCING_LIMITS, type FinancingQuote, financingQuote } from '../../../common/financing';
import { financingQuoteSchema } from '../../../common/validation/financing';
import { readWholeNumber } from '../../../machines/form/number-text';

// The loan calculator's rules, without React: which terms and down payments a plan allows, what the
// calculator starts from, and the quote of what is typed. Figures come from common/financing.ts only.

/** CONTRACT's FinancingPlan, as far as the calculator reads it. */
export type LoanPlan = {
  slug: string;
  name: string;
  lender: string;
  /** Percent a year. */
  annualRate: number;
  minTermMonths: number;
  maxTermMonths: number;
  /** The least down payment, percent of the price. */
  minDownPaymentPercent: number;
  external: boolean;
  isDefault: boolean;
};

/** What a buyer chose: the plan, a down payment in whole pesos and a term in months. */
export type LoanChoice = { plan: string; downPayment: number; termMonths: number };

/** The car page's own figure (its monthly price is a 48-month loan), so both start alike. */
export const PREFERRED_TERM_MONTHS = 48;

/** The terms the calculator offers for a plan: common/financing.ts's steps within the plan's limits. */
export const termsOf = (plan: LoanPlan): number[] => FINANCING_LIMITS.termChoices.filter((months) => months >= plan.minTermMonths && months <= plan.maxTermMonths);

/** The least and the most a down payment may be: the plan's share of the price, and less than the price. */
export const downPaymentBounds = (price: number, plan: LoanPlan) => ({ min: Math.ceil((price * plan.minDownPaymentPercent) / 100), max: Math.max(0, price - 1) });

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

/** The plan to start with: the one asked for when it is offered, else the default (the API lists it first). */
export const planOf = (plans: ReadonlyArray<LoanPlan>, slug?: string | null): LoanPlan | undefined =>
  plans.find((plan) => plan.slug === slug) ?? plans.find((plan) => plan.isDefault) ?? plans[0];

/** The term nearest to `months` among the plan's, preferring the longer on a tie. */
export function nearestTerm(plan: LoanPlan, months: number): number {
  const terms = termsOf(plan);
  if (terms.length === 0) return clamp(months, { min: plan.minTermMonths, max: plan.maxTermMonths });
  return terms.reduce((best, term) => (Math.abs(term - months) <= Math.abs(best - months) ? term : best));
}

/**
 * What the calculator starts from: an earlier choice where the plan still allows it (back from the
 * application), else SPEC §9's 30 % down over the preferred term with the default plan.
 */
export function initialChoice(price: number, plans: ReadonlyArray<LoanPlan>, earlier?: Partial<LoanChoice> | null): LoanChoice | undefined {
  const plan = planOf(plans, earlier?.plan);
  if (!plan) return undefined;
  return {
    plan: plan.slug,
    downPayment: clamp(earlier?.downPayment ?? defaultDownPayment(price), downPaymentBounds(price, plan)),
    termMonths: nearestTerm(plan, earlier?.termMonths ?? PREFERRED_TERM_MONTHS),
  };
}

/** Another plan keeps the down payment and the term as far as that plan allows them. */
export function withPlan(price: number, choice: LoanChoice, plan: LoanPlan): LoanChoice {
  return { plan: plan.slug, downPayment: clamp(choice.downPayment, downPaymentBounds(price, plan)), termMonths: nearestTerm(plan, choice.termMonths) };
}

/** The down payment box read: a whole number of pesos the plan allows, or why not (a code of common/validation). */
export function readDownPayment(text: string, price: number, plan: LoanPlan): { value: number } | { problem: string } {
  const reading = readWholeNumber(text);
  if ('problem' in reading) return reading;
  // The API's own schema (less than the price, within bounds), then the plan's least share, which only the plan knows.
  const checked = financingQuoteSchema.safeParse({ price, downPayment: reading.value, termMonths: FINANCING_LIMITS.minTermMonths, plan: plan.slug });
  const problem = checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === 'downPayment')?.message;
  if (problem) return { problem };
  if (reading.value < downPaymentBounds(price, plan).min) return { problem: 'too_small' };
  return { value: reading.value };
}

/** The loan's figures for a choice, by common/financing.ts: the ones getFinancingQuote answers. */
export const quoteOf = (price: number, choice: LoanChoice, plan: LoanPlan): FinancingQuote =>
  financingQuote({ price, downPayment: choice.downPayment, termMonths: choice.termMonths, annualRate: plan.annualRate });
