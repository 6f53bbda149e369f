// When an inspection can start: the spots' working hours cut into one-hour windows (SPEC §9: the
// seller arrives any time within the hour), offered from tomorrow to 31 days ahead.
import { type HourWindow, offeredWindowAt as offeredWindowIn, offeredWindows as offeredWindowsIn, openDays, type WeeklyHours, windowsOn as windowsIn } from '../scheduling/hour-windows.ts';
import type { LocalDate } from './local-date.ts';

export type InspectionWindow = HourWindow;

/** Monday to Friday 8:00–17:00, Saturday 9:00–13:00; Sunday none. */
const WORKING_HOURS: WeeklyHours = [
  undefined,
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 9, closes: 13 },
];

/** The working hours by weekday, for the clients to show: every day that has some. */
export const inspectionHours = () => openDays(WORKING_HOURS);

/** The windows of one day; none on Sundays and public holidays. */
export const windowsOn = (date: LocalDate): InspectionWindow[] => windowsIn(WORKING_HOURS, date);

/** The offered windows of `days` days from `from`; days outside the horizon have none. */
export const offeredWindows = (from: LocalDate, days: number, now: Date): InspectionWindow[] => offeredWindowsIn(WORKING_HOURS, from, days, now);

/**
 * The offered window starting at `startsAt`, whatever offset the client wrote it in; undefined
 * for a moment in the past, today, beyond the horizon, outside working hours or not on the hour.
 */
export const offeredWindowAt = (startsAt: string, now: Date): InspectionWindow | undefined => offeredWindowIn(WORKING_HOURS, startsAt, now);
