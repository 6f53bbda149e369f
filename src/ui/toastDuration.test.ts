import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toastDuration } from './toastDuration';

describe('toastDuration', () => {
  it('defaults to the 4000 ms toast life', () => {
    expect(toastDuration({})).toBe(4000);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('uses a given duration', () => {
    expect(toastDuration({ duration: 8000 })).toBe(8000);
  });

  it('never closes a sticky toast by itself', () => {
    expect(toastDuration({ sticky: true, duration: 8000 })).toBe(Infinity);
  });
});
