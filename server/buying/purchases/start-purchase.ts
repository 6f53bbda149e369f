import type { PurchaseMethod } from '../../../common/validation/purchase.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import type { Db } from '../../db/client.ts';
import { holderOf, insertPurchaseIfFree, lockCar, lockOpenPurchase, updatePurchase } from '../../db/queries/purchases.ts';
import { CarNotAvailable } from '../../domain-errors.ts';
import { cancelScheduledTestDrives } from '../test-drives/cancel-scheduled-test-drives.ts';

export interface StartRequest {
  userId: string;
  countryId: number;
  /** As the client sent it. */
  carId: string;
  method: PurchaseMethod;
  now: Date;
}

/**
 * The financing index's cash or financing choice (SPEC §2). A car the buyer holds keeps its hold and
 * deposit and takes the method; a purchase the buyer already started takes the new method (a double
 * click is one purchase); otherwise a new IN_PROGRESS purchase, of an AVAILABLE car nobody else
 * holds. With the car's row locked, a reservation racing this one waits, so "nobody holds it" stays
 * true until the commit. Cancels the buyer's scheduled test drives of the car (SPEC §4).
 * @throws CarNotAvailable when the car is unknown, not AVAILABLE or held by another buyer
 */
export async function startPurchase(db: Db, { userId, countryId, carId: rawCarId, method, now }: StartRequest): Promise<string> {
  const carId = carIdOf(rawCarId);
  if (carId === undefined) throw new CarNotAvailable('No car is listed with this id.');
  return db.transaction(async (tx) => {
    const carStatus = await lockCar(tx, carId, 'no key update');
    if (carStatus === undefined) throw new CarNotAvailable('No car is listed with this id.');
    const open = await lockOpenPurchase(tx, userId, carId);
    let purchaseId = open?.id;
    if (open && open.method !== method) await updatePurchase(tx, open.id, { method });
    if (!open) {
      if (carStatus !== 'AVAILABLE' || (await holderOf(tx, carId)) !== undefined) throw new CarNotAvailable('This car is sold, held for another buyer or not listed.');
      purchaseId = await insertPurchaseIfFree(tx, { countryId, userId, carId, method, status: 'IN_PROGRESS', createdAt: now });
      if (!purchaseId) throw new Error('An open purchase of a locked car appeared meanwhile');
    }
    await cancelScheduledTestDrives(tx, userId, carId, now);
    return purchaseId!;
  });
}
