import { describe, expect, it } from 'vitest';
import { testDriveWindowAt, testDriveWindows } from './test-drive-schedule.ts';

// Monday 9 March 2026, mid-morning in Santo Domingo: tomorrow is Tuesday 10 March, day 31 is 9 April.
const now = new Date('2026-03-09T10:15:00-04:00');
const hoursOf = (from: string, days = 1) => testDriveWindows(from, days, now).map((window) => window.startsAt.slice(11, 16));

describe('the test-drive schedule (Monday to Friday 8:00am-5:00pm)', () => {
  it('offers a weekday as nine one-hour windows, 8:00 to 17:00', () => {
    expect(hoursOf('2026-03-10')).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    const [first] = testDriveWindows('2026-03-10', 1, now);
    expect(first).toEqual({ startsAt: '2026-03-10T08:00:00-04:00', endsAt: '2026-03-10T09:00:00-04:00' });
  });

  it('offers nothing on Saturdays and Sundays, unlike inspections', () => {
    expect(hoursOf('2026-03-14', 2)).toEqual([]);
  });

  it('offers nothing on Good Friday nor on a holiday moved to a Monday', () => {
    expect(hoursOf('2026-04-03')).toEqual([]);
    expect(hoursOf('2026-05-04')).toEqual([]);
  });

  it('offers tomorrow through day 31, never today nor day 32', () => {
    expect(hoursOf('2026-03-09')).toEqual([]);
    expect(hoursOf('2026-04-09')).toHaveLength(9);
    expect(hoursOf('2026-04-10')).toEqual([]);
    // A week: Monday (today) and the weekend have none; Tuesday to Friday have nine each.
    expect(testDriveWindows('2026-03-09', 7, now)).toHaveLength(4 * 9);
  });
});

describe('the window a booking names', () => {
  it('is found whatever offset the start is written in', () => {
    const window = { startsAt: '2026-03-11T16:00:00-04:00', endsAt: '2026-03-11T17:00:00-04:00' };
    expect(testDriveWindowAt('2026-03-11T16:00:00-04:00', now)).toEqual(window);
    expect(testDriveWindowAt('2026-03-11T20:00:00Z', now)).toEqual(window);
  });

  it('is none for a Saturday morning, 17:00, 7:00, half past, today or beyond the horizon', () => {
    for (const startsAt of ['2026-03-14T09:00:00-04:00', '2026-03-11T17:00:00-04:00', '2026-03-11T07:00:00-04:00', '2026-03-11T10:30:00-04:00', '2026-03-09T15:00:00-04:00', '2026-04-10T10:00:00-04:00', 'soon']) {
      expect(testDriveWindowAt(startsAt, now), startsAt).toBeUndefined();
    }
  });
});
