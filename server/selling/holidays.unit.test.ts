import { describe, expect, it } from 'vitest';
import { dominicanHolidays, easterSunday, isDominicanHoliday } from './holidays.ts';

const datesOf = (year: number) => dominicanHolidays(year).map((holiday) => holiday.date);

describe('Dominican public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  // The Ministry of Labour's calendar for 2025 (published November 2024): Labour Day (Thursday)
  // and Constitution Day (Thursday) move to the next Monday; Epiphany (a Monday) and Duarte (a Sunday) stay.
  it('matches the official 2025 calendar', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-01-21',
      '2025-01-26',
      '2025-02-27',
      '2025-04-18',
      '2025-05-05',
      '2025-06-19',
      '2025-08-16',
      '2025-09-24',
      '2025-11-10',
      '2025-12-25',
    ]);
  });

  // The calendar for 2026 (published November 2025): Epiphany (Tuesday) moves back to Monday the 5th,
  // Labour Day and Constitution Day (Fridays) forward to Mondays 4 May and 9 November.
  it('matches the official 2026 calendar', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-01-05',
      '2026-01-21',
      '2026-01-26',
      '2026-02-27',
      '2026-04-03',
      '2026-05-04',
      '2026-06-04',
      '2026-08-16',
      '2026-09-24',
      '2026-11-09',
      '2026-12-25',
    ]);
  });

  // Not published yet: Epiphany (Wednesday) and Duarte (Tuesday) move back to their Mondays; Labour
  // Day and Constitution Day fall on Saturdays and stay; Corpus Christi is Easter (28 March) + 60.
  it('computes 2027 by the same rules', () => {
    expect(datesOf(2027)).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-21',
      '2027-01-25',
      '2027-02-27',
      '2027-03-26',
      '2027-05-01',
      '2027-05-27',
      '2027-08-16',
      '2027-09-24',
      '2027-11-06',
      '2027-12-25',
    ]);
  });

  it('follows the calendars of earlier years where the rules differ', () => {
    // 2018: Constitution Day on a Tuesday went back to Monday the 5th.
    expect(datesOf(2018)).toContain('2018-11-05');
    // 2021: Labour Day and Constitution Day on Saturdays stayed.
    expect(datesOf(2021)).toEqual(expect.arrayContaining(['2021-05-01', '2021-11-06', '2021-01-04', '2021-01-25']));
    // 2022: Labour Day on a Sunday moved to Monday the 2nd; Constitution Day on a Sunday stayed.
    expect(datesOf(2022)).toEqual(expect.arrayContaining(['2022-05-02', '2022-11-06']));
    // 2023: Restoration Day on a Wednesday stayed (Supreme Court judgment 14 of 2008).
    expect(datesOf(2023)).toContain('2023-08-16');
  });

  it('tells a holiday from a working day, and the day a holiday left from the one it moved to', () => {
    expect(isDominicanHoliday('2026-05-04')).toBe(true);
    expect(isDominicanHoliday('2026-05-01')).toBe(false);
    expect(isDominicanHoliday('2026-01-06')).toBe(false);
    expect(isDominicanHoliday('2026-12-25')).toBe(true);
    expect(isDominicanHoliday('2026-03-02')).toBe(false);
  });
});
