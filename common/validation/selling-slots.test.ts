import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../calendar-date.ts';
import { inspectionSlotsSchema } from './selling-slots.ts';

const messages = (input: Record<string, unknown>) => {
  const result = inspectionSlotsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};
const valid = { range: { from: '2026-03-10', days: 7 }, place: 'SPOT', spotId: '3' };

describe('inspectionSlotsSchema', () => {
  it('accepts a range of 1 to 31 days at a spot or at home', () => {
    expect(inspectionSlotsSchema.parse(valid)).toEqual(valid);
    expect(messages({ ...valid, place: 'HOME', range: { from: '2026-03-10', days: 31 } })).toEqual([]);
    expect(messages({ ...valid, range: { from: '2026-03-10', days: 1 } })).toEqual([]);
  });

  it('names each field it refuses with a code the SPA words', () => {
    expect(messages({ ...valid, range: { from: '2026-03-10', days: 0 } })).toEqual(['range.days:out_of_range']);
    expect(messages({ ...valid, range: { from: '2026-03-10', days: 32 } })).toEqual(['range.days:out_of_range']);
    expect(messages({ ...valid, range: { from: '10/03/2026', days: 7 } })).toEqual(['range.from:invalid_date']);
    expect(messages({ ...valid, range: { from: '2026-02-30', days: 7 } })).toEqual(['range.from:invalid_date']);
    expect(messages({ ...valid, range: { from: ' ', days: 7 } })).toEqual(['range.from:required']);
    expect(messages({ ...valid, spotId: null })).toEqual(['spotId:required']);
    expect(messages({ ...valid, place: 'HOME', spotId: ' ' })).toEqual(['spotId:required']);
  });

  it('knows which days exist', () => {
    expect(['2028-02-29', '2026-12-31', '2026-01-01'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-04-31', '2026-1-01', '2026-01-01T00:00', ''].map(isCalendarDate)).toEqual([false, false, false, false, false]);
  });
});
