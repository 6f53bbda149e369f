import { RESERVATION_DEPOSIT } from '../../../common/reservation-deposit.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import type { Db } from '../../db/client.ts';
import { dropPendingDeposit, markDepositHeld } from '../../db/queries/purchase-deposits.ts';
import { CarNotAvailable, PaymentDeclined } from '../../domain-errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { cancelScheduledTestDrives } from '../test-drives/cancel-scheduled-test-drives.ts';
import { holdCar } from './hold-car.ts';
import { HOLD_MS } from './purchase-status.ts';
import { refundKeyOf, settleDeposit } from './settle-deposit.ts';

export interface ReserveRequest {
  userId: string;
  countryId: number;
  /** As the client sent it. */
  carId: string;
  /** The processor's card token. */
  paymentToken: string;
  now: Date;
}

/**
 * SPEC §2 reserve flow: holds the car, then charges the US$75 deposit (hold first, so a request
 * that loses the race is never charged). Approved: the deposit is held for 72 hours and the buyer's
 * scheduled test drives of the car are cancelled (SPEC §4), in one transaction. Declined: the hold
 * ends and the car is free again; the drives stay. Answers the purchase's id.
 * @throws CarNotAvailable (see holdCar), also when the hold ended while the card was charged (refunded)
 * @throws PaymentDeclined when the processor refused the card
 */
export async function reserveCar(db: Db, payments: PaymentProvider, { userId, countryId, carId: rawCarId, paymentToken, now }: ReserveRequest): Promise<string> {
  const carId = carIdOf(rawCarId);
  if (carId === undefined) throw new CarNotAvailable('No car is listed with this id.');
  const { purchaseId, chargeKey } = await holdCar(db, { userId, countryId, carId, now });
  const charge = await payments.charge({ idempotencyKey: chargeKey, amount: RESERVATION_DEPOSIT.amount, currency: RESERVATION_DEPOSIT.currency, token: paymentToken, userId });
  if (charge.status === 'DECLINED') {
    await dropPendingDeposit(db, purchaseId, charge.chargeId);
    throw new PaymentDeclined();
  }
  const held = await db.transaction(async (tx) => {
    const status = await markDepositHeld(tx, purchaseId, charge.chargeId, new Date(now.getTime() + HOLD_MS));
    if (status === 'RESERVED') await cancelScheduledTestDrives(tx, userId, carId, now);
    return status === 'RESERVED';
  });
  if (held) return purchaseId;
  // The expiry job or a cancel ended the hold while the processor answered: the money goes back.
  await payments.refund({ idempotencyKey: refundKeyOf(purchaseId), chargeId: charge.chargeId });
  await settleDeposit(db, payments, purchaseId);
  throw new CarNotAvailable('The hold ended while the card was being charged; the deposit was refunded.');
}
