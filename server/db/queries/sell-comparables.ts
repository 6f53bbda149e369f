import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, PUBLIC_STATUSES, trims } from '../schema/index.ts';

export interface ComparableRow {
  year: number;
  mileage: number;
  /** The regular price: an offer's price before its discount, so a sale does not read as lost value. */
  price: number;
  /** The car's trim's price new, which its price is compared with. */
  newPrice: number;
  sold: boolean;
}

/**
 * Every car of model `modelId` that a visitor sees with a price: on sale, coming soon, reserved or
 * sold. Withdrawn cars and cars under review are left out: their price was never checked or no
 * longer stands.
 */
export function listedCarsOfModel(db: Db, modelId: number): Promise<ComparableRow[]> {
  return db
    .select({
      year: cars.year,
      mileage: cars.mileage,
      price: sql<number>`coalesce(${cars.offerOriginalPrice}, ${cars.listingPrice})`.mapWith(Number),
      newPrice: trims.basePrice,
      sold: sql<boolean>`${cars.status} = 'SOLD'`.mapWith(Boolean),
    })
    .from(cars)
    .innerJoin(trims, eq(trims.id, cars.trimId))
    .where(and(eq(cars.modelId, modelId), inArray(cars.status, [...PUBLIC_STATUSES])))
    .orderBy(cars.id);
}
