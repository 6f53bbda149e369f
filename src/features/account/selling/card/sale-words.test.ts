import { describe, expect, it } from 'vitest';
import { saleTime } from './sale-words';

describe('sale times', () => {
  it('reads an inspection hour in Santo Domingo time, in the visitor language', () => {
    // 12:00 UTC is 8:00 in Santo Domingo, whatever zone the test machine runs in.
    const startsAt = '2026-03-02T12:00:00Z';
    expect(saleTime(startsAt, 'es')).toMatch(/lunes, 2 de marzo de 2026.*8:00/);
    expect(saleTime(startsAt, 'en')).toMatch(/Monday, March 2, 2026.*8:00/);
    expect(saleTime('2026-03-02T08:00:00-04:00', 'en')).toBe(saleTime(startsAt, 'en'));
  });
});
