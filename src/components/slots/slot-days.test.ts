import { describe, expect, it } from 'vitest';
import { shiftDay } from '../../../machines/sell/sell-values';
import { slotDays } from './slot-days';

const slot = (startsAt: string, available = true) => ({ startsAt, endsAt: startsAt, available });

describe('the calendar days', () => {
  it('groups hours by their day in Santo Domingo, in order, telling days with nothing left', () => {
    const days = slotDays([slot('2026-03-12T08:00:00-04:00', false), slot('2026-03-11T16:00:00-04:00'), slot('2026-03-12T09:00:00-04:00', false)]);
    expect(days.map(({ day, anyAvailable, slots }) => [day, anyAvailable, slots.length])).toEqual([
      ['2026-03-11', true, 1],
      ['2026-03-12', false, 2],
    ]);
  });

  it('moves a range by days across months and years', () => {
    expect(shiftDay('2026-03-25', 14)).toBe('2026-04-08');
    expect(shiftDay('2027-01-05', -14)).toBe('2026-12-22');
  });
});
