import { RESERVATION_DEPOSIT } from '../../../common/reservation-deposit.ts';
import type { Db } from '../../db/client.ts';
import { insertPurchaseIfFree, isSecondHold, lockCar, lockOpenPurchase, updatePurchase } from '../../db/queries/purchases.ts';
import { CarNotAvailable } from '../../domain-errors.ts';
import { PENDING_HOLD_MS } from './purchase-status.ts';
import { chargeKeyOf } from './settle-deposit.ts';

export interface HoldRequest {
  userId: string;
  countryId: number;
  carId: number;
  now: Date;
}

export interface Hold {
  purchaseId: string;
  /** The idempotency key its deposit is charged under. */
  chargeKey: string;
}

const notAvailable = () => new CarNotAvailable('This car is sold, held for another buyer or not listed.');

/**
 * Holds the car for the buyer, the deposit pending, and commits: the partial unique index
 * purchases_one_hold_per_car lets exactly one of any number of racing requests in, and the others
 * leave before anything is charged. A buyer who already started a cash or financing purchase of the
 * car has that purchase hold it. The hold lapses after PENDING_HOLD_MS unless its charge is approved.
 * @throws CarNotAvailable when the car is not AVAILABLE, unknown, held by anyone (the buyer too)
 */
export async function holdCar(db: Db, { userId, countryId, carId, now }: HoldRequest): Promise<Hold> {
  const deposit = {
    depositAmount: RESERVATION_DEPOSIT.amount,
    depositCurrency: RESERVATION_DEPOSIT.currency,
    depositStatus: 'PENDING' as const,
    expiresAt: new Date(now.getTime() + PENDING_HOLD_MS),
  };
  return db.transaction(async (tx) => {
    if ((await lockCar(tx, carId, 'share')) !== 'AVAILABLE') throw notAvailable();
    const open = await lockOpenPurchase(tx, userId, carId);
    if (open?.status === 'RESERVED') throw new CarNotAvailable('You hold this car already: your purchases show the reservation.');
    if (open) {
      try {
        await updatePurchase(tx, open.id, { status: 'RESERVED', ...deposit });
      } catch (error) {
        if (isSecondHold(error)) throw notAvailable();
        throw error;
      }
      return { purchaseId: open.id, chargeKey: chargeKeyOf(open) };
    }
    const purchaseId = await insertPurchaseIfFree(tx, { countryId, userId, carId, method: 'RESERVATION', status: 'RESERVED', ...deposit, createdAt: now });
    if (!purchaseId) throw notAvailable();
    return { purchaseId, chargeKey: chargeKeyOf({ id: purchaseId, chargeId: null }) };
  });
}
