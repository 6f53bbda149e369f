import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, cars, financingApplications, financingPlans, prequalifications, purchases } from '../schema/index.ts';
import { carTitleSql } from './car-title.ts';

export type FinancingPlanRow = typeof financingPlans.$inferSelect;
export type NewPrequalification = typeof prequalifications.$inferInsert;
export type NewFinancingApplication = typeof financingApplications.$inferInsert;

/** The active plans of a country, the default first, then as they were added. */
export function activePlansOf(db: Db, countryId: number): Promise<FinancingPlanRow[]> {
  return db
    .select()
    .from(financingPlans)
    .where(and(eq(financingPlans.countryId, countryId), eq(financingPlans.active, true)))
    .orderBy(desc(financingPlans.isDefault), asc(financingPlans.id));
}

export async function insertPrequalification(db: Db, row: NewPrequalification): Promise<void> {
  await db.insert(prequalifications).values(row);
}

export async function insertFinancingApplication(db: Db, row: NewFinancingApplication): Promise<void> {
  await db.insert(financingApplications).values(row);
}

/**
 * A car as a loan application needs it: its status and listing price, its title for the e-mail,
 * and who holds it with a deposit, if anyone.
 */
export async function carToFinance(db: Db, carId: number) {
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      status: cars.status,
      listingPrice: cars.listingPrice,
      title: carTitleSql,
      heldBy: purchases.userId,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(purchases, and(eq(purchases.carId, cars.id), eq(purchases.status, 'RESERVED')))
    .where(eq(cars.id, carId));
  return row;
}

export type CarToFinance = NonNullable<Awaited<ReturnType<typeof carToFinance>>>;
