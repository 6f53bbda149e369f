import { and, desc, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentCharges, purchases } from '../schema/index.ts';

/** A purchase with the card its deposit was charged to, as the processor reported it. */
function purchaseViewQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ purchase: purchases, cardBrand: paymentCharges.cardBrand, cardLast4: paymentCharges.cardLast4 })
    .from(purchases)
    .leftJoin(paymentCharges, eq(paymentCharges.id, purchases.chargeId))
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
}

export type PurchaseView = Awaited<ReturnType<typeof purchaseViewQuery>>[number];

export async function purchaseView(db: Db, id: string): Promise<PurchaseView | undefined> {
  const [row] = await purchaseViewQuery(db, eq(purchases.id, id));
  return row;
}

/**
 * The user's purchases, newest first. A reservation whose deposit was never taken (the card was
 * declined) is an attempt, not a purchase: the buyer was told at once, and it is not listed.
 */
export function purchaseViewsOf(db: Db, userId: string): Promise<PurchaseView[]> {
  const purchaseMade = or(ne(purchases.method, 'RESERVATION'), isNotNull(purchases.depositStatus));
  return purchaseViewQuery(db, and(eq(purchases.userId, userId), purchaseMade));
}

/** Which of the cars a buyer holds now: one query for every car of a response, on the hold index. */
export async function heldCarIds(db: Db, carIds: readonly number[]): Promise<Set<number>> {
  if (carIds.length === 0) return new Set();
  const rows = await db
    .select({ carId: purchases.carId })
    .from(purchases)
    .where(and(inArray(purchases.carId, [...carIds]), eq(purchases.status, 'RESERVED')));
  return new Set(rows.map((row) => row.carId));
}
