import type { Db } from '../../db/client.ts';
import { lockPurchase, type PurchaseRow, updatePurchase } from '../../db/queries/purchases.ts';
import { NotFound } from '../../domain-errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { isOpen, isPurchaseId } from './purchase-status.ts';
import { settleDeposit } from './settle-deposit.ts';

const notFound = () => new NotFound('You have no purchase with this id.');

/**
 * Runs `work` in a transaction on the user's purchase, locked; another user's purchase is NotFound,
 * exactly as one that does not exist, so ids reveal nothing.
 */
async function withOwnPurchase(db: Db, userId: string, id: string, work: (tx: Db, purchase: PurchaseRow) => Promise<void>): Promise<void> {
  if (!isPurchaseId(id)) throw notFound();
  await db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, id, userId);
    if (!purchase) throw notFound();
    await work(tx, purchase);
  });
}

/**
 * Withdraws an open purchase (→ CANCELED, the complete tab), which frees a held car at once; its
 * deposit is then refunded. An ended purchase stays as it is, so a repeated cancel refunds nothing
 * twice (and finishes a refund an earlier attempt could not).
 */
export async function cancelPurchase(db: Db, payments: PaymentProvider, userId: string, id: string): Promise<void> {
  await withOwnPurchase(db, userId, id, async (tx, purchase) => {
    if (isOpen(purchase.status)) await updatePurchase(tx, purchase.id, { status: 'CANCELED' });
  });
  await settleDeposit(db, payments, id);
}

/** SPEC §4 'delete': to the archive tab; an open purchase is cancelled first, its deposit refunded. */
export async function archivePurchase(db: Db, payments: PaymentProvider, userId: string, id: string, now: Date): Promise<void> {
  await withOwnPurchase(db, userId, id, async (tx, purchase) => {
    await updatePurchase(tx, purchase.id, { ...(isOpen(purchase.status) && { status: 'CANCELED' }), archivedAt: purchase.archivedAt ?? now });
  });
  await settleDeposit(db, payments, id);
}

/** Out of the archive, back to the tab its status says. */
export async function restorePurchase(db: Db, userId: string, id: string): Promise<void> {
  await withOwnPurchase(db, userId, id, async (tx, purchase) => {
    if (purchase.archivedAt) await updatePurchase(tx, purchase.id, { archivedAt: null });
  });
}
