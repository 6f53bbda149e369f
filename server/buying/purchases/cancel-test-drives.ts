import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testDrives } from '../../db/schema/index.ts';

/**
 * SPEC §4: buying without a test drive cancels the scheduled one. Run inside the transaction that
 * makes the purchase firm, so the drive is cancelled exactly when the car becomes the buyer's to
 * pay for. Answers how many drives were cancelled.
 *
 * A stand-in with the signature of the test drives module's own `cancelScheduledTestDrives`; when
 * both meet, this file gives way to that one.
 */
export async function cancelScheduledTestDrives(tx: Db, userId: string, carId: number): Promise<number> {
  const cancelled = await tx
    .update(testDrives)
    .set({ status: 'CANCELED', updatedAt: sql`now()` })
    .where(and(eq(testDrives.carId, carId), eq(testDrives.userId, userId), eq(testDrives.status, 'SCHEDULED')))
    .returning({ id: testDrives.id });
  return cancelled.length;
}
