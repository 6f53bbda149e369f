import type { FinancingPlan as PlanRow } from '../buying/financing/plans.ts';
import type { FinancingPlan } from './generated/resolvers.ts';

/** The GraphQL FinancingPlan of a stored one: its redirect stays on the server, clients learn only that there is one. */
export function toFinancingPlan(plan: PlanRow): FinancingPlan {
  return {
    id: String(plan.id),
    slug: plan.slug,
    name: plan.name,
    lender: plan.lender,
    annualRate: plan.annualRate,
    minTermMonths: plan.minTermMonths,
    maxTermMonths: plan.maxTermMonths,
    minDownPaymentPercent: plan.minDownPaymentPercent,
    external: plan.redirectUrl !== null,
    isDefault: plan.isDefault,
  };
}
