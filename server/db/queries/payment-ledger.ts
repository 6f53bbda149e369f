import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentCharges, paymentRefunds } from '../schema/index.ts';

export type ChargeRow = typeof paymentCharges.$inferSelect;
export type NewCharge = Omit<typeof paymentCharges.$inferInsert, 'id' | 'createdAt'>;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = Omit<typeof paymentRefunds.$inferInsert, 'id' | 'createdAt'>;

export async function chargeByKey(db: Db, idempotencyKey: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function chargeById(db: Db, id: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, id));
  return row;
}

/**
 * Records a charge unless one is recorded under its idempotency key already: the unique key decides
 * between two retries racing, and the loser reads the winner's row.
 */
export async function recordCharge(db: Db, charge: NewCharge): Promise<ChargeRow> {
  const [inserted] = await db.insert(paymentCharges).values(charge).onConflictDoNothing({ target: paymentCharges.idempotencyKey }).returning();
  const row = inserted ?? (await chargeByKey(db, charge.idempotencyKey));
  if (!row) throw new Error('The charge was neither recorded nor found under its idempotency key');
  return row;
}

export async function refundByKey(db: Db, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function refundOfCharge(db: Db, chargeId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.chargeId, chargeId));
  return row;
}

/**
 * Records a refund unless its key or its charge has one already (one refund per charge); answers
 * the refund recorded under this key, or undefined when the charge was refunded under another key.
 */
export async function recordRefund(db: Db, refund: NewRefund): Promise<RefundRow | undefined> {
  const [inserted] = await db.insert(paymentRefunds).values(refund).onConflictDoNothing().returning();
  return inserted ?? (await refundByKey(db, refund.idempotencyKey));
}
