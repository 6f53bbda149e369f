import { isEditableSellStatus } from '../../common/sell-request-editable.ts';
import type { UpdateSellRequestInput } from '../../common/validation/sell-request.ts';
import type { Db } from '../db/client.ts';
import { deleteSellRequestRow, isRefusedTransition, lockOwnedSellRequest, setSellRequestStatus, updateSellRequestRow } from '../db/queries/sell-requests.ts';
import { NotFound, SellRequestClosed } from '../domain-errors.ts';
import { bookInspection, releaseInspection } from './book-inspection.ts';
import { chosenSpot, personAndPlaceColumns } from './sell-request-fields.ts';
import { canMove } from './sell-request-status.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


const notFound = () => new NotFound('You have no sell request with this id.');

/**
 * Runs `work` in a transaction on the user's request, locked; another user's request is NotFound,
 * exactly as one that does not exist, so ids reveal nothing.
 */
async function withOwnRequest<T>(db: Db, userId: string, id: string, work: (tx: Db, request: NonNullable<Awaited<ReturnType<typeof lockOwnedSellRequest>>>) => Promise<T>): Promise<T> {
  if (!UUID.test(id)) throw notFound();
  return db.transaction(async (tx) => {
    const request = await lockOwnedSellRequest(tx, id, userId);
    if (!request) throw notFound();
    return work(tx, request);
  });
}

/**
 * Changes the hopes, the person, the place and the hour of the user's request. A new hour (or spot)
 * is booked before the old one is given back, in one transaction: SlotTaken leaves everything as it was.
 * @throws SellRequestClosed once the request is neither REQUESTED nor PENDING
 */
export async function updateSellRequest(db: Db, userId: string, input: UpdateSellRequestInput, now: Date): Promise<void> {
  const spot = await chosenSpot(db, input.spotId);
  await withOwnRequest(db, userId, input.id, async (tx, request) => {
    if (!isEditableSellStatus(request.status)) throw new SellRequestClosed();
    const sameHour = request.spotId === spot.id && Date.parse(input.slotStartsAt) === request.startsAt.getTime();
    let { bookingId } = request;
    if (!sameHour) {
      bookingId = (await bookInspection(tx, { spotId: spot.id, startsAt: input.slotStartsAt, place: input.place, purpose: 'SELL_INSPECTION' }, now)).id;
      await releaseInspection(tx, request.bookingId);
    }
    await updateSellRequestRow(tx, request.id, {
      ...personAndPlaceColumns(input, spot),
      expectedPrice: input.expectedPrice,
      expectedSaleDays: input.expectedSaleDays,
      bookingId,
    });
  });
}

/**
 * Withdraws the request (→ CANCELED, the account's complete tab) and frees its hour.
 * @throws SellRequestClosed from a status that cannot be cancelled; the database refuses it too
 */
export async function cancelSellRequest(db: Db, userId: string, id: string): Promise<void> {
  await withOwnRequest(db, userId, id, async (tx, request) => {
    if (!canMove(request.status, 'CANCELED')) throw new SellRequestClosed();
    try {
      await setSellRequestStatus(tx, request.id, 'CANCELED');
    } catch (error) {
      // A staff change committed between our read and write still meets the transitions table.
      if (isRefusedTransition(error)) throw new SellRequestClosed();
      throw error;
    }
    await releaseInspection(tx, request.bookingId);
  });
}

/** Removes the request and its history for good (SPEC §4) and frees its hour, whatever its status. */
export async function deleteSellRequest(db: Db, userId: string, id: string): Promise<void> {
  await withOwnRequest(db, userId, id, async (tx, request) => {
    await deleteSellRequestRow(tx, request.id);
    await releaseInspection(tx, request.bookingId);
  });
}
