import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, cars, favoritePriceAlerts, favoritePriceDrops, users } from '../schema/index.ts';
import type { UserRow } from './users.ts';

/**
 * Serialises price-alert mailing across instances for the transaction, so two sweeps never mail
 * one drop twice and a sweep that waited sees what the other committed.
 */
export async function lockPriceAlertMailing(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('favorite_price_alert_mailing'))`);
}

/**
 * The waiting drops not yet answered by an e-mail on local day `day` (YYYY-MM-DD), with what the
 * sweep decides on: the user's address, language and switch, the car's status and price now.
 */
export async function waitingPriceDrops(db: Db, day: string) {
  return db
    .select({
      userId: favoritePriceDrops.userId,
      carId: favoritePriceDrops.carId,
      wasPrice: favoritePriceDrops.wasPrice,
      email: users.email,
      name: users.name,
      locale: users.locale,
      priceAlerts: users.priceAlerts,
      status: cars.status,
      price: cars.listingPrice,
      slug: cars.slug,
      year: cars.year,
      brandName: brands.name,
      modelName: carModels.name,
    })
    .from(favoritePriceDrops)
    .innerJoin(users, eq(users.id, favoritePriceDrops.userId))
    .innerJoin(cars, eq(cars.id, favoritePriceDrops.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(
      sql`not exists (select 1 from ${favoritePriceAlerts} a
        where a.user_id = ${favoritePriceDrops.userId} and a.car_id = ${favoritePriceDrops.carId} and a.day = ${day}::date)`,
    )
    .orderBy(favoritePriceDrops.droppedAt, favoritePriceDrops.userId, favoritePriceDrops.carId);
}

export interface PriceAlert {
  userId: string;
  carId: number;
  day: string;
  wasPrice: number;
  price: number;
  mailedAt: Date;
}

/** Claims the day's e-mail for the user and car; false when that day's one exists already. */
export async function claimPriceAlert(db: Db, alert: PriceAlert): Promise<boolean> {
  const claimed = await db.insert(favoritePriceAlerts).values(alert).onConflictDoNothing().returning({ carId: favoritePriceAlerts.carId });
  return claimed.length > 0;
}

/** The drop is answered (mailed, or nothing to say any more). */
export async function forgetPriceDrop(db: Db, userId: string, carId: number): Promise<void> {
  await db.delete(favoritePriceDrops).where(and(eq(favoritePriceDrops.userId, userId), eq(favoritePriceDrops.carId, carId)));
}

/** Turns the user's price alerts on or off. Answers the user, or undefined for no such user. */
export async function updatePriceAlerts(db: Db, userId: string, enabled: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ priceAlerts: enabled, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return row;
}

/** Drops everything that waits for the user's e-mails. */
export async function forgetPriceDropsOf(db: Db, userId: string): Promise<void> {
  await db.delete(favoritePriceDrops).where(eq(favoritePriceDrops.userId, userId));
}
