import type { Db } from '../../db/client.ts';
import { activePlansOf, type FinancingPlanRow } from '../../db/queries/financing.ts';
import { InvalidInput, NotFound } from '../../domain-errors.ts';

export type FinancingPlan = FinancingPlanRow;

/** The plans a buyer of this country may choose, the default (the calculators' start) first. */
export function financingPlans(db: Db, countryId: number): Promise<FinancingPlan[]> {
  return activePlansOf(db, countryId);
}

/**
 * The plan a slug of getFinancingPlans names, or the country's default when none is named.
 * @throws InvalidInput on 'plan' for a slug no active plan of the country has
 * @throws NotFound when the country offers no plan at all
 */
export async function chosenPlan(db: Db, countryId: number, slug: string | null | undefined): Promise<FinancingPlan> {
  const plans = await financingPlans(db, countryId);
  if (slug) {
    const named = plans.find((plan) => plan.slug === slug);
    if (!named) throw new InvalidInput([{ field: 'plan', message: 'unknown' }], 'No financing plan has this slug.');
    return named;
  }
  const fallback = plans.find((plan) => plan.isDefault) ?? plans[0];
  if (!fallback) throw new NotFound('No financing plan is offered in this country.');
  return fallback;
}
