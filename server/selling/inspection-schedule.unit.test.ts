import { describe, expect, it } from 'vitest';
import { offeredWindowAt, offeredWindows, windowsOn } from './inspection-schedule.ts';

const startsOf = (windows: { startsAt: string }[]) => windows.map((window) => window.startsAt.slice(11, 16));
// Monday 9 March 2026, mid-morning in Santo Domingo.
const mondayMorning = new Date('2026-03-09T10:15:00-04:00');

describe('inspection windows of a day', () => {
  it('cuts a weekday into nine hours from 8:00, the last ending at 17:00', () => {
    const windows = windowsOn('2026-03-10');
    expect(startsOf(windows)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(windows[0]).toEqual({ startsAt: '2026-03-10T08:00:00-04:00', endsAt: '2026-03-10T09:00:00-04:00' });
    expect(windows.at(-1)?.endsAt).toBe('2026-03-10T17:00:00-04:00');
  });

  it('opens Saturday from 9:00 to 13:00 and not at all on Sunday', () => {
    expect(startsOf(windowsOn('2026-03-14'))).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(windowsOn('2026-03-15')).toEqual([]);
  });

  it('has none on a public holiday, and a full day where the holiday moved away from', () => {
    expect(windowsOn('2026-05-04')).toEqual([]);
    expect(windowsOn('2026-04-03')).toEqual([]);
    expect(windowsOn('2026-05-01')).toHaveLength(9);
  });
});

describe('the days on offer', () => {
  it('leaves today out and offers tomorrow through 31 days ahead', () => {
    expect(offeredWindows('2026-03-09', 1, mondayMorning)).toEqual([]);
    expect(offeredWindows('2026-03-10', 1, mondayMorning)).toHaveLength(9);
    expect(offeredWindows('2026-04-09', 1, mondayMorning)).toHaveLength(9);
    expect(offeredWindows('2026-04-10', 1, mondayMorning)).toEqual([]);
  });

  it('counts days in Santo Domingo, not in UTC', () => {
    // 23:30 on Monday in Santo Domingo is already Tuesday in UTC: Tuesday is still tomorrow.
    const lateMonday = new Date('2026-03-09T23:30:00-04:00');
    expect(offeredWindows('2026-03-10', 1, lateMonday)).toHaveLength(9);
    const earlyTuesday = new Date('2026-03-10T00:30:00-04:00');
    expect(offeredWindows('2026-03-10', 1, earlyTuesday)).toEqual([]);
  });

  it('gives a range its windows day by day, skipping Sundays and holidays', () => {
    // Tuesday 31 March to Monday 6 April 2026: Good Friday (3 April) and Sunday have none.
    const windows = offeredWindows('2026-03-31', 7, mondayMorning);
    const days = [...new Set(windows.map((window) => window.startsAt.slice(0, 10)))];
    expect(days).toEqual(['2026-03-31', '2026-04-01', '2026-04-02', '2026-04-04', '2026-04-06']);
    expect(windows).toHaveLength(9 + 9 + 9 + 4 + 9);
  });

  it('offers the whole horizon to a range that starts in the past', () => {
    const windows = offeredWindows('2026-03-01', 31, mondayMorning);
    expect(windows[0]?.startsAt).toBe('2026-03-10T08:00:00-04:00');
    expect(windows.at(-1)?.startsAt).toBe('2026-03-31T16:00:00-04:00');
  });
});

describe('the window a booking names', () => {
  it('finds it whatever offset the start is written in', () => {
    const window = { startsAt: '2026-03-10T08:00:00-04:00', endsAt: '2026-03-10T09:00:00-04:00' };
    expect(offeredWindowAt('2026-03-10T08:00:00-04:00', mondayMorning)).toEqual(window);
    expect(offeredWindowAt('2026-03-10T12:00:00Z', mondayMorning)).toEqual(window);
    expect(offeredWindowAt('2026-03-10T12:00:00.000Z', mondayMorning)).toEqual(window);
  });

  it('refuses past, today, too far, out of hours, off the hour and unreadable starts', () => {
    for (const startsAt of [
      '2026-03-06T10:00:00-04:00',
      '2026-03-09T15:00:00-04:00',
      '2026-04-10T10:00:00-04:00',
      '2026-03-10T07:00:00-04:00',
      '2026-03-10T17:00:00-04:00',
      '2026-03-14T13:00:00-04:00',
      '2026-03-15T10:00:00-04:00',
      '2026-05-04T10:00:00-04:00',
      '2026-03-10T08:30:00-04:00',
      '2026-03-10T08:00:01-04:00',
      '2026-03-10T08:00:00',
      '2026-03-10',
      'tomorrow at eight',
      '2026-13-10T08:00:00-04:00',
    ]) {
      expect(offeredWindowAt(startsAt, mondayMorning), startsAt).toBeUndefined();
    }
  });
});
