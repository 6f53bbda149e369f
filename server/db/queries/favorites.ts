import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import { cars, favoriteCars, PUBLIC_STATUSES } from '../schema/index.ts';

/**
 * Favourites the user may still see, newest first. A car hidden from the catalogue (under review,
 * withdrawn) keeps its row but drops out of the list until it is listed again; a sold one stays.
 */
export async function favoriteCarIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ carId: favoriteCars.carId })
    .from(favoriteCars)
    .innerJoin(cars, eq(cars.id, favoriteCars.carId))
    .where(and(eq(favoriteCars.userId, userId), inArray(cars.status, [...PUBLIC_STATUSES])))
    .orderBy(desc(favoriteCars.createdAt), desc(favoriteCars.carId));
  return rows.map((row) => row.carId);
}

/**
 * Adds car `carId` when it is listed; false when no listed car has that id. One statement, so a
 * car withdrawn or deleted meanwhile cannot slip in, and concurrent adds meet at the primary key.
 */
export async function addFavoriteCar(db: Db, userId: string, carId: number): Promise<boolean> {
  const inserted = await queryRows<{ car_id: number }>(
    db,
    sql`insert into ${favoriteCars} (user_id, car_id)
        select ${userId}::uuid, ${cars.id} from ${cars} where ${cars.id} = ${carId} and ${inArray(cars.status, [...PUBLIC_STATUSES])}
        on conflict do nothing returning car_id`,
  );
  if (inserted.length > 0) return true;
  // Nothing inserted: either it was a favourite already (fine) or there is no such listed car.
  const [existing] = await db
    .select({ carId: favoriteCars.carId })
    .from(favoriteCars)
    .innerJoin(cars, eq(cars.id, favoriteCars.carId))
    .where(and(eq(favoriteCars.userId, userId), eq(favoriteCars.carId, carId), inArray(cars.status, [...PUBLIC_STATUSES])));
  return existing !== undefined;
}

export async function removeFavoriteCar(db: Db, userId: string, carId: number): Promise<void> {
  await db.delete(favoriteCars).where(and(eq(favoriteCars.userId, userId), eq(favoriteCars.carId, carId)));
}

export async function clearFavoriteCars(db: Db, userId: string): Promise<void> {
  await db.delete(favoriteCars).where(eq(favoriteCars.userId, userId));
}
