import type { StaffBookingFieldsFragment } from '../../../graphql/generated/graphql';

// A little after the hour turns, so the server's clock has turned it too.
const SETTLE_MS = 5_000;
// Timers overflow past 24.8 days; a calendar left open a day is asked again anyway.
const LONGEST_WAIT_MS = 86_400_000;

/**
 * How long until a shown booking's hour begins or ends, the only moments its nextActions can change:
 * the calendar is asked again then rather than on a timer, since every look is written to the audit
 * log. False when no shown hour is still ahead. The server alone says which actions are open.
 */
export function untilActionsMayChange(bookings: readonly Pick<StaffBookingFieldsFragment, 'startsAt' | 'endsAt'>[], now: number): number | false {
  const ahead = bookings.flatMap((booking) => [Date.parse(booking.startsAt), Date.parse(booking.endsAt)]).filter((time) => time > now);
  if (ahead.length === 0) return false;
  return Math.min(Math.min(...ahead) - now + SETTLE_MS, LONGEST_WAIT_MS);
}
