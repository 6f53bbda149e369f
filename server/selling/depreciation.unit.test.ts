import { describe, expect, it } from 'vitest';
import { curveShare, EXPECTED_MILES_PER_YEAR, expectedMileage, MILEAGE_ADJUSTMENT, mileageFactor, retainedShare } from './depreciation.ts';

const ages = Array.from({ length: 31 }, (_, age) => age);
const mileages = [0, 5_000, 20_000, 60_000, 110_000, 120_000, 250_000, 600_000, 1_000_000];

describe('the depreciation curve', () => {
  it('keeps the whole price when new and never more, even for next year’s models', () => {
    expect(retainedShare(0)).toBe(1);
    expect(retainedShare(-1)).toBe(1);
  });

  it('falls every year, fast at first, and flattens above 62 %', () => {
    for (const age of ages.slice(1)) expect(retainedShare(age)).toBeLessThan(retainedShare(age - 1));
    expect(retainedShare(1)).toBeCloseTo(0.943, 3);
    expect(retainedShare(5)).toBeCloseTo(0.789, 3);
    expect(retainedShare(30)).toBeGreaterThan(0.62);
    // The first five years lose more than the next twenty-five.
    expect(1 - retainedShare(5)).toBeGreaterThan(retainedShare(5) - retainedShare(30));
  });
});

describe('the mileage adjustment', () => {
  it('expects a year of driving even from a car of this model year', () => {
    expect(expectedMileage(0)).toBe(EXPECTED_MILES_PER_YEAR);
    expect(expectedMileage(1)).toBe(EXPECTED_MILES_PER_YEAR);
    expect(expectedMileage(8)).toBe(8 * EXPECTED_MILES_PER_YEAR);
  });

  it('leaves a car with the expected miles at its curve price', () => {
    for (const age of ages) expect(mileageFactor(expectedMileage(age), age)).toBe(1);
  });

  it('takes 1.5 % per 10,000 miles above the expected and adds as much below', () => {
    expect(mileageFactor(expectedMileage(6) + 20_000, 6)).toBeCloseTo(0.97, 10);
    expect(mileageFactor(expectedMileage(6) - 20_000, 6)).toBeCloseTo(1.03, 10);
  });

  it('never gives more for more miles, at any age', () => {
    for (const age of ages) {
      const factors = mileages.map((mileage) => mileageFactor(mileage, age));
      expect(factors).toEqual([...factors].sort((a, b) => b - a));
    }
  });

  it('stays within its bounds', () => {
    expect(mileageFactor(0, 20)).toBe(1 + MILEAGE_ADJUSTMENT.maxBonus);
    expect(mileageFactor(1_000_000, 0)).toBe(1 - MILEAGE_ADJUSTMENT.maxPenalty);
    for (const age of ages) {
      for (const mileage of mileages) {
        expect(mileageFactor(mileage, age)).toBeGreaterThanOrEqual(1 - MILEAGE_ADJUSTMENT.maxPenalty);
        expect(mileageFactor(mileage, age)).toBeLessThanOrEqual(1 + MILEAGE_ADJUSTMENT.maxBonus);
      }
    }
  });

  it('is the curve times the adjustment while the curve falls faster than the miles expected grow', () => {
    expect(curveShare(5, 60_000)).toBe(retainedShare(5) * mileageFactor(60_000, 5));
    // Twenty years on, a year's expected miles would add more than the curve takes off.
    expect(retainedShare(20) * mileageFactor(220_000, 20)).toBeGreaterThan(retainedShare(19) * mileageFactor(220_000, 19));
    expect(curveShare(20, 220_000)).toBeLessThanOrEqual(curveShare(19, 220_000));
  });

  it('makes an older car with the same miles worth no more than a newer one', () => {
    for (const mileage of mileages) {
      for (const age of ages.slice(1)) expect(curveShare(age, mileage)).toBeLessThanOrEqual(curveShare(age - 1, mileage));
    }
  });
});
