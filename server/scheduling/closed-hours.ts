// A spot's closures take their hours out of every calendar and every booking: inspections and test
// drives ask here, after the weekly hours and the public holidays have had their say.
import type { Db } from '../db/client.ts';
import { closuresOverlapping, lockSpotSchedule } from '../db/queries/spot-closures.ts';
import { SlotUnavailable } from '../domain-errors.ts';
import type { HourWindow } from './hour-windows.ts';

interface Interval {
  startsAt: Date;
  endsAt: Date;
}

const overlaps = (window: HourWindow, closure: Interval): boolean =>
  Date.parse(window.startsAt) < closure.endsAt.getTime() && Date.parse(window.endsAt) > closure.startsAt.getTime();

/** Whether any closure covers part of the window. */
export const isClosedWindow = (window: HourWindow, closures: readonly Interval[]): boolean => closures.some((closure) => overlaps(window, closure));

/** The windows no closure of the spot touches, in their order: what the public calendars offer. */
export async function openWindows<Window extends HourWindow>(db: Db, spotId: number, windows: Window[]): Promise<Window[]> {
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return windows;
  const closures = await closuresOverlapping(db, spotId, new Date(first.startsAt), new Date(last.endsAt));
  return closures.length === 0 ? windows : windows.filter((window) => !isClosedWindow(window, closures));
}

/**
 * Inside a booking's transaction: waits for a closure being added to the spot, then refuses a window
 * it covers. Bookings hold the spot's lock shared, so they never wait for each other.
 * @throws SlotUnavailable when a closure of the spot covers the window
 */
export async function refuseClosedWindow(tx: Db, spotId: number, window: HourWindow): Promise<void> {
  await lockSpotSchedule(tx, spotId, 'shared');
  const closures = await closuresOverlapping(tx, spotId, new Date(window.startsAt), new Date(window.endsAt));
  if (closures.length > 0) throw new SlotUnavailable('The spot is closed at this hour.');
}
