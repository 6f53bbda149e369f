import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, inspectionBookings, sellRequestInspections, sellRequests, spots, trims } from '../schema/index.ts';

/**
 * What a sell request and its inspection say about its car, by the slugs the car editor names things with, its row
 * locked until the transaction ends: two staff listing it at once take turns, and the second sees
 * the first's car.
 */
export async function lockSellRequestForCar(db: Db, id: string) {
  const [row] = await db
    .select({
      id: sellRequests.id,
      status: sellRequests.status,
      carId: sellRequests.carId,
      offer: sellRequests.offer,
      modelId: sellRequests.modelId,
      year: sellRequests.year,
      mileage: sellRequests.mileage,
      licensePlate: sellRequests.licensePlate,
      brandSlug: brands.slug,
      modelSlug: carModels.slug,
      trimSlug: trims.slug,
      spotSlug: spots.slug,
      inspectionStartsAt: inspectionBookings.startsAt,
      // The appraiser's report and odometer reading (decision 53); null when none was recorded.
      report: sellRequestInspections.report,
      inspectedMileage: sellRequestInspections.mileage,
    })
    .from(sellRequests)
    .innerJoin(brands, eq(brands.id, sellRequests.brandId))
    .innerJoin(carModels, eq(carModels.id, sellRequests.modelId))
    .innerJoin(spots, eq(spots.id, sellRequests.spotId))
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, sellRequests.bookingId))
    .leftJoin(trims, eq(trims.id, sellRequests.trimId))
    .leftJoin(sellRequestInspections, eq(sellRequestInspections.sellRequestId, sellRequests.id))
    .where(eq(sellRequests.id, id))
    .for('update', { of: sellRequests });
  return row;
}

export type SellRequestForCar = NonNullable<Awaited<ReturnType<typeof lockSellRequestForCar>>>;

/** The model year's cheapest trim (then by name): the version a seller who answered "no sé" is taken to have. */
export async function cheapestTrimSlug(db: Db, modelId: number, year: number): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: trims.slug })
    .from(trims)
    .where(and(eq(trims.modelId, modelId), eq(trims.year, year)))
    .orderBy(asc(trims.basePrice), asc(trims.name))
    .limit(1);
  return row?.slug;
}

/** SOLD and linked to its car in one statement, as the check sell_requests_sold_car asks. */
export async function markSellRequestSold(db: Db, id: string, carId: number): Promise<void> {
  await db
    .update(sellRequests)
    .set({ status: 'SOLD', carId, updatedAt: sql`now()` })
    .where(eq(sellRequests.id, id));
}
