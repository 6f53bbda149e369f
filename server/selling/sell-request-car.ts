import type { Db } from '../db/client.ts';
import { cheapestTrimSlug, lockSellRequestForCar, markSellRequestSold } from '../db/queries/sell-request-car.ts';
import { isUniqueViolation } from '../db/queries/users.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { type StaffActor, recordChange } from '../staff/audit.ts';
import { createCar } from '../staff/car-editor.ts';
import { carFromSellRequest } from './car-from-sell-request.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refused = (message: 'not_approved' | 'already_listed' | 'no_trim', text: string) => new InvalidInput([{ field: 'sellRequestId', message }], text);
const alreadyListed = () => refused('already_listed', 'This sell request already has its car in the inventory.');

/**
 * The car we bought, entered in the inventory in one transaction (decision 52): createCar's own
 * checks and writes, in TO_REVIEW; the request SOLD and linked to the car; the audit entry.
 * @returns the new car's id
 * @throws NotFound for an unknown request
 * @throws InvalidInput (sellRequestId: already_listed) when it has its car, (not_approved) unless the seller accepted our offer
 */
export async function listSellRequestCar(db: Db, actor: StaffActor, sellRequestId: string): Promise<string> {
  if (!UUID.test(sellRequestId)) throw new NotFound('No sell request has this id.');
  try {
    return await db.transaction(async (tx) => {
      const request = await lockSellRequestForCar(tx, sellRequestId);
      if (!request) throw new NotFound('No sell request has this id.');
      if (request.carId !== null) throw alreadyListed();
      if (request.status !== 'APPROVED' || request.offer === null) throw refused('not_approved', 'Only a sell request whose offer the seller accepted becomes a car.');
      const trimSlug = request.trimSlug ?? (await cheapestTrimSlug(tx, request.modelId, request.year));
      if (!trimSlug) throw refused('no_trim', 'The catalogue has no version of this model and year.');
      const carId = await createCar(tx, actor, carFromSellRequest({ ...request, offer: request.offer }, trimSlug));
      await markSellRequestSold(tx, request.id, Number(carId));
      await recordChange(tx, actor, {
        action: 'listSellRequestCar',
        subject: { type: 'sell_request', id: request.id },
        before: { status: request.status, carId: null },
        after: { status: 'SOLD', carId },
      });
      return carId;
    });
  } catch (error) {
    // The row lock makes the second of two clicks see the first's car; the unique link and the
    // trigger keeping it (migration 0026) say the same if anything ever slipped past it.
    if (!(error instanceof InvalidInput) && isUniqueViolation(error)) throw alreadyListed();
    throw error;
  }
}
