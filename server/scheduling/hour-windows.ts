// One-hour windows cut from weekly opening hours, offered from tomorrow to 31 days ahead: what the
// inspection calendar and the test-drive calendar share. Each names its own hours.
import { isDominicanHoliday } from '../selling/holidays.ts';
import { addDays, daysBetween, localDateAt, localTime, weekdayOf, type LocalDate } from '../selling/local-date.ts';

export interface HourWindow {
  /** ISO 8601 with the Santo Domingo offset, e.g. '2026-03-02T08:00:00-04:00'. */
  startsAt: string;
  endsAt: string;
}

export interface OpeningHours {
  opens: number;
  closes: number;
}

/** Opening and closing hour by weekday (0 Sunday … 6 Saturday); undefined where closed. */
export type WeeklyHours = readonly (OpeningHours | undefined)[];

/** Every day of the week that has hours, for the clients to show. */
export const openDays = (hours: WeeklyHours): { weekday: number; opens: number; closes: number }[] =>
  hours.flatMap((day, weekday) => (day ? [{ weekday, ...day }] : []));

/**
 * Days ahead of today (in Santo Domingo) whose windows are offered: today's never are, so the staff
 * always know the day before, and a customer can plan a month out.
 */
export const BOOKING_HORIZON = { firstDay: 1, lastDay: 31 } as const;

/** The windows of one day; none on closed weekdays and public holidays. */
export function windowsOn(hours: WeeklyHours, date: LocalDate): HourWindow[] {
  const day = hours[weekdayOf(date)];
  if (!day || isDominicanHoliday(date)) return [];
  return Array.from({ length: day.closes - day.opens }, (_, index) => ({
    startsAt: localTime(date, day.opens + index),
    endsAt: localTime(date, day.opens + index + 1),
  }));
}

const isOfferedDate = (date: LocalDate, now: Date): boolean => {
  const ahead = daysBetween(localDateAt(now), date);
  return ahead >= BOOKING_HORIZON.firstDay && ahead <= BOOKING_HORIZON.lastDay;
};

/** The offered windows of `days` days from `from`; days outside the horizon have none. */
export function offeredWindows(hours: WeeklyHours, from: LocalDate, days: number, now: Date): HourWindow[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index))
    .filter((date) => isOfferedDate(date, now))
    .flatMap((date) => windowsOn(hours, date));
}

// A moment with its offset, as CONTRACT.md writes times; a local time without one is ambiguous.
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The offered window starting at `startsAt`, whatever offset the client wrote it in; undefined
 * for a moment in the past, today, beyond the horizon, outside the hours or not on the hour.
 */
export function offeredWindowAt(hours: WeeklyHours, startsAt: string, now: Date): HourWindow | undefined {
  const instant = ISO_WITH_OFFSET.test(startsAt) ? new Date(startsAt) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) return undefined;
  const date = localDateAt(instant);
  if (!isOfferedDate(date, now)) return undefined;
  return windowsOn(hours, date).find((window) => Date.parse(window.startsAt) === instant.getTime());
}
