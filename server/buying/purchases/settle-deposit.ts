import type { Db } from '../../db/client.ts';
import { dropPendingDeposit, markDepositHeld, markDepositRefunded } from '../../db/queries/purchase-deposits.ts';
import { purchaseById, type PurchaseRow } from '../../db/queries/purchases.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { isOpen } from './purchase-status.ts';

/**
 * The idempotency key of a hold's charge. A new reservation's is the purchase id. A cash or
 * financing purchase may try to hold the car again after a declined card: each retry keys on the
 * charge before it, so it is a new charge, yet the key of the one in flight can always be told from
 * the row (the expiry job asks the processor what it recorded under it).
 */
export const chargeKeyOf = (purchase: Pick<PurchaseRow, 'id' | 'chargeId'>): string => (purchase.chargeId ? `retry:${purchase.chargeId}` : purchase.id);

/** A purchase holds at most one approved charge in its life, so one refund key per purchase. */
export const refundKeyOf = (purchaseId: string): string => `refund:${purchaseId}`;

/**
 * Gives back what an ended purchase (cancelled, expired) still has of the buyer's money. A pending
 * deposit, whose charge's answer was lost, is first asked of the processor: approved becomes held,
 * anything else leaves no deposit. A held deposit is refunded. Every step is idempotent and names
 * the state it leaves, so instances and requests settling one purchase together refund it once.
 */
export async function settleDeposit(db: Db, payments: PaymentProvider, purchaseId: string): Promise<void> {
  const purchase = await purchaseById(db, purchaseId);
  if (!purchase || isOpen(purchase.status)) return;
  let { chargeId, depositStatus } = purchase;
  if (depositStatus === 'PENDING') {
    const charge = await payments.chargeFor(chargeKeyOf(purchase));
    if (charge?.status !== 'APPROVED') {
      await dropPendingDeposit(db, purchaseId, charge?.chargeId ?? null);
      return;
    }
    await markDepositHeld(db, purchaseId, charge.chargeId);
    [chargeId, depositStatus] = [charge.chargeId, 'HELD'];
  }
  if (depositStatus !== 'HELD' || !chargeId) return;
  const refund = await payments.refund({ idempotencyKey: refundKeyOf(purchaseId), chargeId });
  await markDepositRefunded(db, purchaseId, chargeId, refund.refundId);
}
