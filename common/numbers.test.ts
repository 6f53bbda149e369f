import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './numbers';

describe('abbreviateNumber', () => {
  it('leaves numbers under a thousand as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });

  it('uses K above a thousand with one decimal unless exact', () => {
    expect(abbreviateNumber(1_000)).toBe('1K');
    expect(abbreviateNumber(1_500)).toBe('1.5K');
    expect(abbreviateNumber(25_000)).toBe('25K');
    expect(abbreviateNumber(1_234)).toBe('1.2K');
  });

  it('uses M above a million with one decimal unless exact', () => {
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(1_250_000)).toBe('1.3M');
    expect(abbreviateNumber(12_000_000)).toBe('12M');
  });

  it('promotes a value that rounds up to the next unit', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
  });

  it('keeps the sign of negative values', () => {
    expect(abbreviateNumber(-2_500)).toBe('-2.5K');
  });
});
