import type { Db } from '../../db/client.ts';
import { cancelOtherOpenPurchases, holderOf, lockCar, lockPurchase, purchaseById, setCarStatus, updatePurchase } from '../../db/queries/purchases.ts';
import { CarNotAvailable, NotFound } from '../../domain-errors.ts';
import { isOpen, isPurchaseId } from './purchase-status.ts';

const notOpen = () => new NotFound('No open purchase with a settled deposit has this id.');

/**
 * The sale is made (the staff console's step, once paid or financed): the purchase COMPLETED, a held
 * deposit APPLIED to the price, the car SOLD, and other buyers' started purchases of it CANCELED, in
 * one transaction. The car's row is locked before the purchase's, in the order reservations take them.
 * @throws NotFound when no open purchase has this id, or its deposit is still being charged
 * @throws CarNotAvailable when the car is no longer AVAILABLE or another buyer holds it
 */
export async function completePurchase(db: Db, purchaseId: string): Promise<void> {
  const known = isPurchaseId(purchaseId) ? await purchaseById(db, purchaseId) : undefined;
  if (!known) throw notOpen();
  await db.transaction(async (tx) => {
    const carStatus = await lockCar(tx, known.carId, 'no key update');
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase || !isOpen(purchase.status) || purchase.depositStatus === 'PENDING') throw notOpen();
    if (carStatus !== 'AVAILABLE') throw new CarNotAvailable();
    const holder = await holderOf(tx, purchase.carId);
    if (holder !== undefined && purchase.status !== 'RESERVED') throw new CarNotAvailable('Another buyer holds this car.');
    await updatePurchase(tx, purchase.id, { status: 'COMPLETED', ...(purchase.depositStatus === 'HELD' && { depositStatus: 'APPLIED' as const }) });
    await setCarStatus(tx, purchase.carId, 'SOLD');
    await cancelOtherOpenPurchases(tx, purchase.carId, purchase.id);
  });
}
