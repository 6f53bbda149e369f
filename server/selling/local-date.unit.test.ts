import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDateAt, localTime, weekdayOf } from './local-date.ts';

// The time-zone database says what day and hour it is in Santo Domingo; the fixed offset must agree.
const santoDomingo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('Santo Domingo calendar days', () => {
  it('agrees with the time-zone database on the day at any moment since 2001', () => {
    const start = Date.parse('2001-01-01T00:00:00Z');
    const end = Date.parse('2040-01-01T00:00:00Z');
    for (let ms = start; ms < end; ms += 7 * 86_400_000 + 3_599_000) {
      expect(localDateAt(new Date(ms))).toBe(santoDomingo.format(new Date(ms)));
    }
  });

  it('turns at local midnight, 04:00 UTC', () => {
    expect(localDateAt(new Date('2026-03-03T03:59:59Z'))).toBe('2026-03-02');
    expect(localDateAt(new Date('2026-03-03T04:00:00Z'))).toBe('2026-03-03');
  });

  it('writes an hour with the offset, and that is the instant it names', () => {
    expect(localTime('2026-03-02', 8)).toBe('2026-03-02T08:00:00-04:00');
    expect(new Date(localTime('2026-03-02', 8)).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('counts days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-31', '2026-03-03')).toBe(31);
    expect([weekdayOf('2026-03-01'), weekdayOf('2026-03-02'), weekdayOf('2026-03-07')]).toEqual([0, 1, 6]);
  });
});
