import type { Db } from '../../db/client.ts';
import { expireDueHolds, purchasesOwingSettlement } from '../../db/queries/purchase-deposits.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { settleDeposit } from './settle-deposit.ts';

/** Rows per run; a backlog drains over the next runs. */
const BATCH = 100;

export interface ExpiryRun {
  /** Holds ended by this run. */
  expired: number;
  /** Ended purchases whose deposit was looked at (refunded, or found never taken). */
  settled: number;
  /** Purchases whose settlement failed this time (the processor did not answer); the next run tries again. */
  failures: { purchaseId: string; error: unknown }[];
}

/**
 * Ends the holds whose time has come at `now` (72 hours after the deposit was held, or 15 minutes
 * after a hold whose charge never answered) and settles every ended purchase still holding money:
 * its deposit is refunded. Safe with several API instances: ending skips rows another instance has
 * locked, and settling is idempotent, so a deposit is refunded once however many runs meet.
 */
export async function expireReservations(db: Db, payments: PaymentProvider, now: Date): Promise<ExpiryRun> {
  const expired = await expireDueHolds(db, now, BATCH);
  const owed = await purchasesOwingSettlement(db, BATCH);
  const failures: ExpiryRun['failures'] = [];
  for (const purchaseId of owed) {
    try {
      await settleDeposit(db, payments, purchaseId);
    } catch (error) {
      failures.push({ purchaseId, error });
    }
  }
  return { expired: expired.length, settled: owed.length - failures.length, failures };
}
