// Calendar days and hours in the Dominican Republic. America/Santo_Domingo has kept UTC−4 all year
// since December 2000 (no daylight saving), so a fixed offset is exact and needs no time-zone database.

/** A calendar day, 'YYYY-MM-DD' (common/validation/selling-slots.ts checks what clients send). */
export type LocalDate = string;

export const SANTO_DOMINGO_OFFSET = '-04:00';
const OFFSET_HOURS = -4;
const DAY_MS = 86_400_000;

const utcMidnight = (date: LocalDate): number => Date.parse(`${date}T00:00:00Z`);
const fromUtcMidnight = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

export const dateOf = (year: number, month: number, day: number): LocalDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const addDays = (date: LocalDate, days: number): LocalDate => fromUtcMidnight(utcMidnight(date) + days * DAY_MS);

/** Whole days from `earlier` to `later`. */
export const daysBetween = (earlier: LocalDate, later: LocalDate): number => Math.round((utcMidnight(later) - utcMidnight(earlier)) / DAY_MS);

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: LocalDate): number => new Date(utcMidnight(date)).getUTCDay();

/** The day it is in Santo Domingo at `instant`. */
export const localDateAt = (instant: Date): LocalDate => fromUtcMidnight(instant.getTime() + OFFSET_HOURS * 3_600_000);

/** `hour`:00 of `date` in Santo Domingo, written as clients read it: '2026-03-02T08:00:00-04:00'. */
export const localTime = (date: LocalDate, hour: number): string => `${date}T${String(hour).padStart(2, '0')}:00:00${SANTO_DOMINGO_OFFSET}`;

/** An instant written in Santo Domingo time, as clients read it: '2026-03-02T08:00:00-04:00'. */
export const localDateTimeAt = (instant: Date): string => `${new Date(instant.getTime() + OFFSET_HOURS * 3_600_000).toISOString().slice(0, 19)}${SANTO_DOMINGO_OFFSET}`;
