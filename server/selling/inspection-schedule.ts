// When an inspection can start: the spots' working hours cut into one-hour windows (SPEC §9: the
// seller arrives any time within the hour), offered from tomorrow to 31 days ahead.
import { isDominicanHoliday } from './holidays.ts';
import { addDays, daysBetween, localDateAt, localTime, weekdayOf, type LocalDate } from './local-date.ts';

export interface InspectionWindow {
  /** ISO 8601 with the Santo Domingo offset, e.g. '2026-03-02T08:00:00-04:00'. */
  startsAt: string;
  endsAt: string;
}

/** Opening and closing hour by weekday (0 Sunday … 6 Saturday); Sunday has none. */
const WORKING_HOURS: readonly ({ opens: number; closes: number } | undefined)[] = [
  undefined,
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 8, closes: 17 },
  { opens: 9, closes: 13 },
];

/** The working hours by weekday, for the clients to show: every day that has some. */
export const inspectionHours = (): { weekday: number; opens: number; closes: number }[] =>
  WORKING_HOURS.flatMap((hours, weekday) => (hours ? [{ weekday, ...hours }] : []));

/**
 * Days ahead of today (in Santo Domingo) whose windows are offered: today's never are, so an
 * inspector always knows the day before, and a seller can plan a month out.
 */
export const BOOKING_HORIZON = { firstDay: 1, lastDay: 31 } as const;

/** The windows of one day; none on Sundays and public holidays. */
export function windowsOn(date: LocalDate): InspectionWindow[] {
  const hours = WORKING_HOURS[weekdayOf(date)];
  if (!hours || isDominicanHoliday(date)) return [];
  return Array.from({ length: hours.closes - hours.opens }, (_, index) => ({
    startsAt: localTime(date, hours.opens + index),
    endsAt: localTime(date, hours.opens + index + 1),
  }));
}

const isOfferedDate = (date: LocalDate, now: Date): boolean => {
  const ahead = daysBetween(localDateAt(now), date);
  return ahead >= BOOKING_HORIZON.firstDay && ahead <= BOOKING_HORIZON.lastDay;
};

/** The offered windows of `days` days from `from`; days outside the horizon have none. */
export function offeredWindows(from: LocalDate, days: number, now: Date): InspectionWindow[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index))
    .filter((date) => isOfferedDate(date, now))
    .flatMap(windowsOn);
}

// A moment with its offset, as CONTRACT.md writes times; a local time without one is ambiguous.
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The offered window starting at `startsAt`, whatever offset the client wrote it in; undefined
 * for a moment in the past, today, beyond the horizon, outside working hours or not on the hour.
 */
export function offeredWindowAt(startsAt: string, now: Date): InspectionWindow | undefined {
  const instant = ISO_WITH_OFFSET.test(startsAt) ? new Date(startsAt) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) return undefined;
  const date = localDateAt(instant);
  if (!isOfferedDate(date, now)) return undefined;
  return windowsOn(date).find((window) => Date.parse(window.startsAt) === instant.getTime());
}
