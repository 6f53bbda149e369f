import { describe, expect, it } from 'vitest';
import { digitsOnly, parseAmount, withSeparators } from './number-input';

describe('number inputs', () => {
  it('keep digits only and group thousands', () => {
    expect(digitsOnly('RD$ 1,250,000.-')).toBe('1250000');
    expect(withSeparators(digitsOnly('1250000'))).toBe('1,250,000');
    expect(withSeparators('')).toBe('');
  });

  it('read an empty box as no bound', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('500,000')).toBe(500_000);
  });
});
