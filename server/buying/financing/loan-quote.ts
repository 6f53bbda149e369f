import { financingQuote, type FinancingQuote } from '../../../common/financing.ts';
import { type FieldError, InvalidInput } from '../../domain-errors.ts';
import type { FinancingPlan } from './plans.ts';

export interface Loan {
  /** The car's price, in pesos. */
  price: number;
  /** Whole pesos. */
  downPayment: number;
  termMonths: number;
}

/** What the plan refuses of a loan: a term outside its own, a down payment under its least share or not under the price. */
function loanProblems(plan: FinancingPlan, { price, downPayment, termMonths }: Loan): FieldError[] {
  const problems: FieldError[] = [];
  if (termMonths < plan.minTermMonths) problems.push({ field: 'termMonths', message: 'too_small' });
  if (termMonths > plan.maxTermMonths) problems.push({ field: 'termMonths', message: 'too_large' });
  // In hundredths, so a share of a price is compared without a rounded division.
  if (downPayment * 100 < price * plan.minDownPaymentPercent) problems.push({ field: 'downPayment', message: 'too_small' });
  else if (downPayment >= price) problems.push({ field: 'downPayment', message: 'too_large' });
  return problems;
}

/**
 * The loan's figures with the plan's rate: exactly common/financing.ts's financingQuote, the rule the
 * SPA's calculator runs, so both show the same payment to the cent.
 * @throws InvalidInput on termMonths or downPayment when the plan does not allow the loan
 */
export function quoteLoan(plan: FinancingPlan, loan: Loan): FinancingQuote {
  const problems = loanProblems(plan, loan);
  if (problems.length > 0) throw new InvalidInput(problems, `The ${plan.name} plan does not allow this loan.`);
  return financingQuote({ ...loan, annualRate: plan.annualRate });
}
