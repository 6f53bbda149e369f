import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { purchases } from '../schema/index.ts';
import type { PurchaseRow } from './purchases.ts';

// Each change of a deposit names the state it leaves in its WHERE clause, so of two instances (or a
// request and the expiry job) acting on one deposit, one changes it and the other finds it gone.

/**
 * The charge was approved: the deposit is held and, while the purchase still holds the car, until
 * `heldUntil` (when given). Answers the purchase's status, or undefined when the deposit was no
 * longer pending.
 */
export async function markDepositHeld(db: Db, id: string, chargeId: string, heldUntil?: Date): Promise<PurchaseRow['status'] | undefined> {
  const expiresAt = heldUntil && sql`case when ${purchases.status} = 'RESERVED' then ${heldUntil.toISOString()}::timestamptz else ${purchases.expiresAt} end`;
  const [row] = await db
    .update(purchases)
    .set({ depositStatus: 'HELD', chargeId, ...(expiresAt && { expiresAt }), updatedAt: sql`now()` })
    .where(and(eq(purchases.id, id), eq(purchases.depositStatus, 'PENDING')))
    .returning({ status: purchases.status });
  return row?.status;
}

/**
 * No deposit was taken (declined, or never charged): the purchase keeps no deposit, only the
 * declined charge if there was one, and a hold still in place frees the car. A bare reservation
 * ends CANCELED; a cash or financing purchase that tried to hold the car goes on IN_PROGRESS.
 */
export async function dropPendingDeposit(db: Db, id: string, chargeId: string | null): Promise<void> {
  const wasHolding = sql`${purchases.status} = 'RESERVED'`;
  await db
    .update(purchases)
    .set({
      depositAmount: null,
      depositCurrency: null,
      depositStatus: null,
      // A lost attempt keeps the previous attempt's charge: retries key on it (settle-deposit.ts).
      chargeId: sql`coalesce(${chargeId}::uuid, ${purchases.chargeId})`,
      status: sql`case when not ${wasHolding} then ${purchases.status}
        when ${purchases.method} = 'RESERVATION' then 'CANCELED'::purchase_status else 'IN_PROGRESS'::purchase_status end`,
      expiresAt: sql`case when ${wasHolding} then null else ${purchases.expiresAt} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(purchases.id, id), eq(purchases.depositStatus, 'PENDING')));
}

/** The held deposit was given back. */
export async function markDepositRefunded(db: Db, id: string, chargeId: string, refundId: string): Promise<void> {
  await db
    .update(purchases)
    .set({ depositStatus: 'REFUNDED', refundId, updatedAt: sql`now()` })
    .where(and(eq(purchases.id, id), eq(purchases.depositStatus, 'HELD'), eq(purchases.chargeId, chargeId)));
}

/**
 * Ends up to `limit` holds whose time has come (EXPIRED). Rows another instance is ending are
 * skipped, not waited for, so several instances share the work and never end one hold twice.
 */
export async function expireDueHolds(db: Db, now: Date, limit: number): Promise<string[]> {
  const due = db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.status, 'RESERVED'), lte(purchases.expiresAt, now)))
    .orderBy(asc(purchases.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(purchases)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(inArray(purchases.id, due))
    .returning({ id: purchases.id });
  return rows.map((row) => row.id);
}

/** Ended purchases whose deposit is still held or pending: money to give back or to find out about. */
export async function purchasesOwingSettlement(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(inArray(purchases.status, ['CANCELED', 'EXPIRED']), inArray(purchases.depositStatus, ['HELD', 'PENDING'])))
    .orderBy(asc(purchases.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
