import { describe, expect, it } from 'vitest';
import { movedPrice } from './bulk-price.ts';

describe('movedPrice', () => {
  it('moves a price by a share or an amount, to whole thousands of pesos', () => {
    expect(movedPrice(1_234_000, { percent: -5 })).toBe(1_172_000);
    expect(movedPrice(1_234_000, { percent: 10 })).toBe(1_357_000);
    expect(movedPrice(1_234_000, { amount: -34_500 })).toBe(1_200_000);
  });
});
