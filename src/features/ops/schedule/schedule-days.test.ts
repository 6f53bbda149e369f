import { describe, expect, it } from 'vitest';
import { addDays, dayOfInstant, daysShown, mondayOf, todayAt } from './schedule-days';

describe('the schedule’s days', () => {
  it('are Santo Domingo’s whatever the instant’s offset, and a week runs Monday to Sunday', () => {
    expect(todayAt(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(dayOfInstant('2026-03-10T23:00:00-04:00')).toBe('2026-03-10');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(daysShown('2026-03-12', 'week')).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(daysShown('2026-03-12', 'day')).toEqual(['2026-03-12']);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
