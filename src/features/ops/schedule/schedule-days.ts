// A schedule's days are Santo Domingo's (UTC−4 all year, decision 24), written 'YYYY-MM-DD', whatever
// the browser's own zone; the week runs Monday to Sunday.
const DAY_MS = 86_400_000;
const OFFSET_MS = 4 * 3_600_000;

const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today in Santo Domingo at `now`. */
export const todayAt = (now: Date): string => dayOf(now.getTime() - OFFSET_MS);

export const addDays = (day: string, days: number): string => dayOf(midnight(day) + days * DAY_MS);

/** The Monday of the day's week. */
export const mondayOf = (day: string): string => addDays(day, -((new Date(midnight(day)).getUTCDay() + 6) % 7));

/** The days a view shows: the day itself, or the seven of its week. */
export function daysShown(day: string, view: 'day' | 'week'): string[] {
  if (view === 'day') return [day];
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The Santo Domingo day an instant written with an offset falls on. */
export const dayOfInstant = (iso: string): string => dayOf(Date.parse(iso) - OFFSET_MS);
