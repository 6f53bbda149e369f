import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars } from '../schema/index.ts';

export type CarChanges = Partial<Omit<typeof cars.$inferInsert, 'id' | 'createdAt'>>;

/** The car's status and price, its row locked until the transaction ends; undefined for an unknown id. */
export async function lockCarForChange(db: Db, carId: number) {
  const [car] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      status: cars.status,
      listingPrice: cars.listingPrice,
      basePrice: cars.basePrice,
      hasOffer: cars.hasOffer,
      offerOriginalPrice: cars.offerOriginalPrice,
      publishedAt: cars.publishedAt,
      vin: cars.vin,
      // The sell request the car was bought through (decision 52), whose placeholder VIN it may still carry.
      // Spelled out: a select from one table leaves its columns unqualified, which the subquery would misread.
      boughtThrough: sql<string | null>`(select sr.id::text from sell_requests sr where sr.car_id = "cars"."id")`,
    })
    .from(cars)
    .where(eq(cars.id, carId))
    .for('no key update', { of: cars });
  return car;
}

/** The cars' prices, their rows locked in id order until the transaction ends; unknown ids are left out. */
export async function lockCarsForChange(db: Db, carIds: readonly number[], strength: 'share' | 'update') {
  return db
    .select({ id: cars.id, listingPrice: cars.listingPrice, basePrice: cars.basePrice, hasOffer: cars.hasOffer, offerOriginalPrice: cars.offerOriginalPrice })
    .from(cars)
    .where(inArray(cars.id, [...carIds]))
    .orderBy(asc(cars.id))
    .for(strength === 'share' ? 'share' : 'no key update');
}

/** Writes the changes; the catalogue's change feed (migration 0019) carries them to every instance's index. */
export async function updateCar(db: Db, carId: number, changes: CarChanges): Promise<void> {
  await db
    .update(cars)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(cars.id, carId));
}
