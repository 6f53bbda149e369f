import { describe, expect, it } from 'vitest';
import { promiseLeft } from './promise-left';

const due = '2026-03-02T15:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the time left on the 24-hour promise', () => {
  it('counts hours and minutes down to the due time', () => {
    expect(promiseLeft(due, at('2026-03-01T15:00:00.000Z'))).toEqual({ overdue: false, hours: 24, minutes: 0 });
    expect(promiseLeft(due, at('2026-03-02T12:35:30.000Z'))).toEqual({ overdue: false, hours: 2, minutes: 24 });
  });

  it('counts how long ago a missed promise fell due', () => {
    expect(promiseLeft(due, at('2026-03-02T18:10:00.000Z'))).toEqual({ overdue: true, hours: 3, minutes: 10 });
    expect(promiseLeft(due, at('2026-03-02T15:00:01.000Z'))).toEqual({ overdue: true, hours: 0, minutes: 0 });
  });
});
