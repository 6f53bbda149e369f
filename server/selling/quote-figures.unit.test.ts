import { describe, expect, it } from 'vitest';
import { OFFER, PRIVATE_SALE, quoteFigures, RANGE, rangeHalfWidth, roundMoney } from './quote-figures.ts';

const values = [1, 600, 412_345, 999_499, 1_234_567, 5_800_000, 12_000_000];
const evidences = [
  { ratio: 1, spread: 0, count: 0 },
  { ratio: 1.1, spread: 0.02, count: 3 },
  { ratio: 0.9, spread: 0.3, count: 4 },
  { ratio: 1, spread: 0.05, count: 40 },
];

describe('the quote’s figures', () => {
  it('rounds to whole thousands of pesos, never to nothing', () => {
    expect(roundMoney(1_234_567)).toBe(1_235_000);
    expect(roundMoney(1_234_499)).toBe(1_234_000);
    expect(roundMoney(12)).toBe(1000);
  });

  it('offers the market value less reconditioning and margin, and pays that out', () => {
    const figures = quoteFigures(2_000_000, evidences[1]!);
    expect(figures.marketValue).toBe(2_000_000);
    expect(figures.suggestedPrice).toBe(roundMoney(2_000_000 * (1 - OFFER.reconditioning - OFFER.margin)));
    expect(figures.averagePayoutInside).toBe(figures.suggestedPrice);
    expect(figures.basedOn).toBe(3);
  });

  it('nets a private sale the value less haggling, costs and the months it takes', () => {
    const { haggling, costs, months, monthlyHolding } = PRIVATE_SALE;
    expect(quoteFigures(2_000_000, evidences[0]!).averagePayoutOutside).toBe(roundMoney(2_000_000 * (1 - haggling - costs - months * monthlyHolding)));
  });

  it('keeps min ≤ suggested ≤ max ≤ market value and every payout positive', () => {
    for (const value of values) {
      for (const evidence of evidences) {
        const figures = quoteFigures(value, evidence);
        expect(figures.suggestedMinPrice).toBeLessThanOrEqual(figures.suggestedPrice);
        expect(figures.suggestedPrice).toBeLessThanOrEqual(figures.suggestedMaxPrice);
        expect(figures.suggestedMaxPrice).toBeLessThanOrEqual(figures.marketValue);
        expect(figures.averagePayoutInside).toBeGreaterThan(0);
        expect(figures.averagePayoutOutside).toBeGreaterThan(0);
        for (const amount of Object.values(figures)) expect(Number.isInteger(amount)).toBe(true);
      }
    }
  });

  it('widens the range with the comparables’ spread and narrows it with their number', () => {
    expect(rangeHalfWidth({ ratio: 1, spread: 0, count: 0 })).toBe(RANGE.curveAlone);
    expect(rangeHalfWidth({ ratio: 1, spread: 0, count: 5 })).toBe(RANGE.least);
    expect(rangeHalfWidth({ ratio: 1, spread: 0.08, count: 4 })).toBeCloseTo(0.03 + (1.5 * 0.08) / 2, 10);
    expect(rangeHalfWidth({ ratio: 1, spread: 0.08, count: 16 })).toBeLessThan(rangeHalfWidth({ ratio: 1, spread: 0.08, count: 4 }));
    expect(rangeHalfWidth({ ratio: 1, spread: 0.12, count: 4 })).toBeGreaterThan(rangeHalfWidth({ ratio: 1, spread: 0.08, count: 4 }));
    expect(rangeHalfWidth({ ratio: 1, spread: 0.9, count: 3 })).toBe(RANGE.most);
  });
});
