import type { Db } from '../../db/client.ts';
import { financingPlans } from '../../db/schema/index.ts';
import { financingPlanSeeds } from '../data/financing-plans.ts';
import { idOf } from './slugged.ts';

/**
 * The financing plans of the served countries. A plan already there (by slug) is kept as it is, so
 * rates that staff changed survive a restart, and one default per country stays the database's rule.
 */
export async function seedFinancingPlans(db: Db, countryIds: Map<string, number>): Promise<void> {
  const rows = financingPlanSeeds.map(({ countryCode, ...plan }) => ({ ...plan, countryId: idOf(countryIds, countryCode) }));
  await db.insert(financingPlans).values(rows).onConflictDoNothing();
}
