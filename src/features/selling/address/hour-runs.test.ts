import { describe, expect, it } from 'vitest';
import { hourRuns } from './hour-runs';

describe('hourRuns', () => {
  it('joins consecutive weekdays with the same hours, and keeps a day with others apart', () => {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: 8, closes: 17 }));
    expect(hourRuns([{ weekday: 6, opens: 9, closes: 13 }, ...weekdays])).toEqual([
      { first: 1, last: 5, opens: 8, closes: 17 },
      { first: 6, last: 6, opens: 9, closes: 13 },
    ]);
  });

  it('does not join days with a gap between them', () => {
    expect(hourRuns([{ weekday: 1, opens: 8, closes: 17 }, { weekday: 3, opens: 8, closes: 17 }])).toHaveLength(2);
  });
});
