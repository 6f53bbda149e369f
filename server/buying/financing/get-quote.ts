import type { FinancingQuote } from '../../../common/financing.ts';
import type { FinancingQuoteInput } from '../../../common/validation/financing.ts';
import type { Db } from '../../db/client.ts';
import { quoteLoan } from './loan-quote.ts';
import { chosenPlan } from './plans.ts';

/**
 * The calculator's answer (checked beforehand by financingQuoteSchema) with the named plan, or the
 * country's default.
 * @throws InvalidInput on plan (unknown slug), termMonths or downPayment (outside the plan's rules)
 */
export async function financingQuoteFor(db: Db, countryId: number, input: FinancingQuoteInput): Promise<FinancingQuote> {
  const plan = await chosenPlan(db, countryId, input.plan);
  return quoteLoan(plan, input);
}
