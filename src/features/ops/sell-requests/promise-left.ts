/** How far an offer's due time is from now, in whole hours and minutes; `overdue` once it has passed. */
export type PromiseLeft = { overdue: boolean; hours: number; minutes: number };

/**
 * The 24-hour promise to a seller (an offer within a day of the inspection's end), measured at `now`.
 * Rounded down: a promise due in 59 seconds has 0 min left, one 59 seconds late is 0 min overdue.
 */
export function promiseLeft(offerDueAt: string, now: number): PromiseLeft {
  const left = Date.parse(offerDueAt) - now;
  const minutes = Math.floor(Math.abs(left) / 60_000);
  return { overdue: left < 0, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
