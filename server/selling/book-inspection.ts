import type { Db } from '../db/client.ts';
import { insertBookingIfFree, releaseBooking, spotInspectors } from '../db/queries/inspection-bookings.ts';
import { SlotTaken, SlotUnavailable } from '../domain-errors.ts';
import { refuseClosedWindow } from '../scheduling/closed-hours.ts';
import { offeredWindowAt, type InspectionWindow } from './inspection-schedule.ts';

export type InspectionPlace = 'SPOT' | 'HOME';
export type BookingPurpose = 'SELL_INSPECTION';

export interface InspectionRequest {
  spotId: number;
  /** The window's start as the client sent it, ISO 8601 with an offset. */
  startsAt: string;
  place: InspectionPlace;
  purpose: BookingPurpose;
}

export interface InspectionBooking extends InspectionWindow {
  id: string;
  spotId: number;
  /** Which of the spot's inspectors holds the hour. */
  inspector: number;
  place: InspectionPlace;
  purpose: BookingPurpose;
}

/**
 * Books the window starting at `startsAt` with the first free inspector of the spot. Each attempt
 * is one insert that the unique index accepts or refuses, never a read followed by a write, so of
 * any number of racing requests exactly as many succeed as the spot has inspectors. Pass a
 * transaction as `db` to book together with what the booking is for.
 * @throws SlotUnavailable when the time is not an offered window, the spot is closed then, or the spot is unknown
 * @throws SlotTaken when every inspector already holds that hour
 */
export async function bookInspection(db: Db, request: InspectionRequest, now: Date): Promise<InspectionBooking> {
  const window = offeredWindowAt(request.startsAt, now);
  if (!window) throw new SlotUnavailable();
  const inspectors = await spotInspectors(db, request.spotId);
  if (inspectors === undefined) throw new SlotUnavailable('No spot has this id.');
  const { spotId, place, purpose } = request;
  await refuseClosedWindow(db, spotId, window);
  for (let inspector = 1; inspector <= inspectors; inspector += 1) {
    const id = await insertBookingIfFree(db, { spotId, inspector, startsAt: new Date(window.startsAt), place, purpose });
    if (id) return { id, spotId, inspector, place, purpose, ...window };
  }
  throw new SlotTaken();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Gives the booking's hour back (a cancelled or moved request); false when it was not active. */
export async function releaseInspection(db: Db, bookingId: string): Promise<boolean> {
  return UUID.test(bookingId) && releaseBooking(db, bookingId);
}
