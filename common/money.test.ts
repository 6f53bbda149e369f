import { describe, expect, it } from 'vitest';
import { convertAmount, formatPrice } from './money';

const peso = { symbol: 'RD $', value: 1 };
const dollar = { symbol: 'US$', value: 0.0165 };

describe('formatPrice', () => {
  it('prefixes the symbol and groups thousands the en-US way', () => {
    expect(formatPrice(1_250_000, peso)).toBe('RD $1,250,000');
  });

  it('multiplies the base amount by the selected currency value', () => {
    expect(convertAmount(1_000_000, dollar)).toBeCloseTo(16_500);
    expect(formatPrice(1_000_000, dollar)).toBe('US$16,500');
  });

  it('rounds to whole units', () => {
    expect(formatPrice(999.6, peso)).toBe('RD $1,000');
    expect(formatPrice(0, peso)).toBe('RD $0');
  });
});
