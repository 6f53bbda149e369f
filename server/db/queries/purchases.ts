import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, purchases } from '../schema/index.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type PurchaseChanges = Partial<Omit<NewPurchase, 'id' | 'userId' | 'carId' | 'countryId' | 'createdAt'>>;
type CarStatus = (typeof cars.$inferSelect)['status'];

/**
 * The car's status, its row locked until the transaction ends. `share` lets reservations of one car
 * run side by side (the hold index decides between them) while a status change waits; `no key update`
 * (starting or completing a purchase) waits for them, so its look at the car's holder is not stale.
 */
export async function lockCar(db: Db, carId: number, strength: 'share' | 'no key update'): Promise<CarStatus | undefined> {
  const [car] = await db.select({ status: cars.status }).from(cars).where(eq(cars.id, carId)).for(strength);
  return car?.status;
}

export async function setCarStatus(db: Db, carId: number, status: CarStatus): Promise<void> {
  await db.update(cars).set({ status, updatedAt: sql`now()` }).where(eq(cars.id, carId));
}

const OPEN = ['RESERVED', 'IN_PROGRESS'] as const;

/** The buyer's open purchase of the car (at most one: purchases_one_open_per_buyer_and_car), locked. */
export async function lockOpenPurchase(db: Db, userId: string, carId: number): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(and(eq(purchases.userId, userId), eq(purchases.carId, carId), inArray(purchases.status, [...OPEN]))).for('update');
  return row;
}

/** Whoever holds the car (a RESERVED purchase), if anyone. */
export async function holderOf(db: Db, carId: number): Promise<string | undefined> {
  const [row] = await db.select({ userId: purchases.userId }).from(purchases).where(and(eq(purchases.carId, carId), eq(purchases.status, 'RESERVED')));
  return row?.userId;
}

/** Stores the purchase unless a unique index refuses it (the car held, or the buyer's open one): then undefined. */
export async function insertPurchaseIfFree(db: Db, purchase: NewPurchase): Promise<string | undefined> {
  const [row] = await db.insert(purchases).values(purchase).onConflictDoNothing().returning({ id: purchases.id });
  return row?.id;
}

/** Throws the driver's unique violation when the change would make a second hold of the car; see isSecondHold. */
export async function updatePurchase(db: Db, id: string, changes: PurchaseChanges): Promise<void> {
  await db
    .update(purchases)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(purchases.id, id));
}

/** Whether the database refused a second hold of one car (purchases_one_hold_per_car). */
export function isSecondHold(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'purchases_one_hold_per_car') return true;
  }
  return false;
}

export async function purchaseById(db: Db, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

/** The purchase, locked; with `userId`, only when it is that user's. */
export async function lockPurchase(db: Db, id: string, userId?: string): Promise<PurchaseRow | undefined> {
  const owned = userId === undefined ? eq(purchases.id, id) : and(eq(purchases.id, id), eq(purchases.userId, userId));
  const [row] = await db.select().from(purchases).where(owned).for('update');
  return row;
}

/** Sold: the other buyers' purchases of the car started without holding it end (they never had a deposit). */
export async function cancelOtherOpenPurchases(db: Db, carId: number, exceptId: string): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'CANCELED', updatedAt: sql`now()` })
    .where(and(eq(purchases.carId, carId), eq(purchases.status, 'IN_PROGRESS'), ne(purchases.id, exceptId)));
}
