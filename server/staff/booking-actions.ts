import type { Attendance } from '../db/queries/staff-schedule.ts';

/**
 * What staff may do with a booking of a spot's calendar, each run by its mutation: confirmBooking,
 * rescheduleBooking, markBookingDone, markNoShow. `StaffBooking.nextActions` lists those open now, so
 * the console offers exactly what the server accepts and never keeps a copy of the rule.
 */
export const BOOKING_ACTIONS = ['CONFIRM', 'RESCHEDULE', 'MARK_DONE', 'MARK_NO_SHOW'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** What the rule reads of a booking, whichever its kind. */
export interface BookingFacts {
  startsAt: Date;
  endsAt: Date;
  /** A drive the buyer cancelled, or a closure did. */
  canceled: boolean;
  /** An inspection's sell request still waits for our decision; a drive's is always true. Once decided, the inspection is behind us. */
  requestOpen: boolean;
  confirmed: boolean;
  attendance: Attendance | null;
  /** A closure of the spot covers the hour: the person was told to expect a move, so it cannot stand as it is. */
  closed: boolean;
}

/** Why an action is refused: the field error's code on `bookingId`, and the sentence for the log. */
export interface Refusal {
  code: 'not_upcoming' | 'canceled' | 'not_started' | 'closed';
  why: string;
}

/**
 * What an action would do now: change the booking, change nothing because it repeats what is
 * recorded (a retried click must not fail, decision 48), or be refused.
 */
export type Verdict = 'CHANGES' | 'REPEATS' | Refusal;

const ATTENDANCE_OF = { MARK_DONE: 'DONE', MARK_NO_SHOW: 'NO_SHOW' } as const satisfies Partial<Record<BookingAction, Attendance>>;

const refusal = (code: Refusal['code'], why: string): Refusal => ({ code, why });

// Still to come: nothing recorded and its hour not over. Confirming stays open through the hour itself
// (the person may be late); moving closes when it begins, from when what happened is recorded instead.
const isToCome = (booking: BookingFacts, now: Date) => !booking.canceled && booking.requestOpen && booking.attendance === null && booking.endsAt.getTime() > now.getTime();
const hasBegun = (booking: BookingFacts, now: Date) => booking.startsAt.getTime() <= now.getTime();

/** The one rule of what each action does to a booking at `now`; the mutations refuse by it and nextActions lists by it. */
export function verdictOf(booking: BookingFacts, action: BookingAction, now: Date): Verdict {
  if (action === 'CONFIRM') {
    if (!isToCome(booking, now)) return refusal('not_upcoming', 'Only a booking still to come can be confirmed.');
    if (booking.closed) return refusal('closed', 'A closure of the spot covers this hour: move the booking instead.');
    return booking.confirmed ? 'REPEATS' : 'CHANGES';
  }
  if (action === 'RESCHEDULE') {
    if (!isToCome(booking, now) || hasBegun(booking, now)) return refusal('not_upcoming', 'Only a booking whose hour has not begun can be moved.');
    return 'CHANGES';
  }
  if (booking.canceled) return refusal('canceled', 'A cancelled booking has nothing to record.');
  if (!hasBegun(booking, now)) return refusal('not_started', 'Attendance is recorded once the hour has begun.');
  return booking.attendance === ATTENDANCE_OF[action] ? 'REPEATS' : 'CHANGES';
}

/** The actions that would change the booking now: what the console offers. */
export const nextActionsOf = (booking: BookingFacts, now: Date): BookingAction[] => BOOKING_ACTIONS.filter((action) => verdictOf(booking, action, now) === 'CHANGES');
