import type { Db } from '../db/client.ts';
import { activeBookingCounts, spotInspectors } from '../db/queries/inspection-bookings.ts';
import { openWindows } from '../scheduling/closed-hours.ts';
import { offeredWindows, type InspectionWindow } from './inspection-schedule.ts';
import type { LocalDate } from './local-date.ts';

export interface InspectionSlot extends InspectionWindow {
  spotId: number;
  /** Fewer active bookings than the spot has inspectors. */
  available: boolean;
}

export interface SlotRange {
  spotId: number;
  from: LocalDate;
  days: number;
}

/**
 * Every offered window of the range at the spot, booked-up ones included (the calendar greys
 * them out), without the hours a closure of the spot takes; undefined for an unknown spot. A window at the spot and one at a seller's home draw
 * on the same inspectors, so the place does not change the answer.
 */
export async function inspectionSlots(db: Db, { spotId, from, days }: SlotRange, now: Date): Promise<InspectionSlot[] | undefined> {
  const inspectors = await spotInspectors(db, spotId);
  if (inspectors === undefined) return undefined;
  const windows = await openWindows(db, spotId, offeredWindows(from, days, now));
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return [];
  const booked = await activeBookingCounts(db, spotId, new Date(first.startsAt), new Date(last.endsAt));
  return windows.map((window) => ({ ...window, spotId, available: (booked.get(Date.parse(window.startsAt)) ?? 0) < inspectors }));
}
