import { describe, expect, it } from 'vitest';
import { BOOKING_ACTIONS, type BookingFacts, nextActionsOf, verdictOf } from './booking-actions.ts';

// A booking from 10:00 to 11:00 on Tuesday 10 March 2026 in Santo Domingo, read at several moments.
const hour = (time: string) => new Date(`2026-03-10T${time}:00-04:00`);
const booking = (facts: Partial<BookingFacts> = {}): BookingFacts => ({
  startsAt: hour('10:00'),
  endsAt: hour('11:00'),
  canceled: false,
  requestOpen: true,
  confirmed: false,
  attendance: null,
  closed: false,
  ...facts,
});
const before = hour('09:59');
const during = hour('10:00');
const after = hour('11:00');
const verdicts = (facts: BookingFacts, now: Date) => Object.fromEntries(BOOKING_ACTIONS.map((action) => [action, verdictOf(facts, action, now)]));
const notUpcoming = { code: 'not_upcoming', why: expect.any(String) };
const notStarted = { code: 'not_started', why: expect.any(String) };
const canceled = { code: 'canceled', why: expect.any(String) };
const closed = { code: 'closed', why: expect.any(String) };

describe('nextActionsOf', () => {
  it('offers confirming and moving an unconfirmed booking still to come; attendance waits for its hour', () => {
    expect(nextActionsOf(booking(), before)).toEqual(['CONFIRM', 'RESCHEDULE']);
    expect(verdicts(booking(), before)).toEqual({ CONFIRM: 'CHANGES', RESCHEDULE: 'CHANGES', MARK_DONE: notStarted, MARK_NO_SHOW: notStarted });
  });

  it('offers moving a confirmed booking still to come; confirming it again repeats and changes nothing', () => {
    expect(nextActionsOf(booking({ confirmed: true }), before)).toEqual(['RESCHEDULE']);
    expect(verdictOf(booking({ confirmed: true }), 'CONFIRM', before)).toBe('REPEATS');
  });

  it('once its hour has begun, offers done and no-show, confirming through the hour, and no move', () => {
    expect(nextActionsOf(booking(), during)).toEqual(['CONFIRM', 'MARK_DONE', 'MARK_NO_SHOW']);
    expect(verdictOf(booking(), 'RESCHEDULE', during)).toEqual(notUpcoming);
    expect(nextActionsOf(booking({ confirmed: true }), during)).toEqual(['MARK_DONE', 'MARK_NO_SHOW']);
  });

  it('once its hour is over, offers only what happened', () => {
    expect(nextActionsOf(booking(), after)).toEqual(['MARK_DONE', 'MARK_NO_SHOW']);
    expect(verdicts(booking({ confirmed: true }), after)).toEqual({ CONFIRM: notUpcoming, RESCHEDULE: notUpcoming, MARK_DONE: 'CHANGES', MARK_NO_SHOW: 'CHANGES' });
  });

  it('after an attendance, offers only its correction; recording it again repeats', () => {
    expect(verdicts(booking({ confirmed: true, attendance: 'DONE' }), during)).toEqual({ CONFIRM: notUpcoming, RESCHEDULE: notUpcoming, MARK_DONE: 'REPEATS', MARK_NO_SHOW: 'CHANGES' });
    expect(nextActionsOf(booking({ attendance: 'NO_SHOW' }), after)).toEqual(['MARK_DONE']);
  });

  it('offers nothing on a cancelled drive, before, during or after its hour', () => {
    for (const now of [before, during, after]) {
      expect(nextActionsOf(booking({ canceled: true }), now)).toEqual([]);
      expect(verdicts(booking({ canceled: true }), now)).toEqual({ CONFIRM: notUpcoming, RESCHEDULE: notUpcoming, MARK_DONE: canceled, MARK_NO_SHOW: canceled });
    }
  });

  it('neither confirms nor moves an inspection whose sell request is decided; what happened may still be recorded', () => {
    const decided = booking({ requestOpen: false });
    expect(verdicts(decided, before)).toEqual({ CONFIRM: notUpcoming, RESCHEDULE: notUpcoming, MARK_DONE: notStarted, MARK_NO_SHOW: notStarted });
    expect(nextActionsOf(decided, during)).toEqual(['MARK_DONE', 'MARK_NO_SHOW']);
  });

  it('does not confirm a booking a closure covers, confirmed or not: it is offered a move instead', () => {
    expect(verdicts(booking({ closed: true }), before)).toEqual({ CONFIRM: closed, RESCHEDULE: 'CHANGES', MARK_DONE: notStarted, MARK_NO_SHOW: notStarted });
    expect(nextActionsOf(booking({ closed: true, confirmed: true }), before)).toEqual(['RESCHEDULE']);
    expect(verdictOf(booking({ closed: true, confirmed: true }), 'CONFIRM', before)).toEqual(closed);
  });
});
