import { describe, expect, it } from 'vitest';
import type { Comparable } from './comparables.ts';
import { curveShare } from './depreciation.ts';
import { marketValueOf, type ModelYear } from './market-value.ts';

const REFERENCE_YEAR = 2026;
const years: ModelYear[] = [2018, 2019, 2020, 2021, 2022].map((year) => ({ year, newPrice: 2_000_000 - (2022 - year) * 30_000 }));
const newPriceOf = (year: number) => years.find((modelYear) => modelYear.year === year)!.newPrice;
const curveValue = (year: number, mileage: number) => newPriceOf(year) * curveShare(REFERENCE_YEAR - year, mileage);

const car = (year: number, ratio: number, mileage = 60_000): Comparable => ({ year, mileage, newPrice: newPriceOf(year), price: curveValue(year, mileage) * ratio, sold: false });

describe('the market value of a model year', () => {
  it('is the curve from the year’s price new when the model has no comparables', () => {
    const estimate = marketValueOf({ year: 2020, mileage: 45_000 }, years, [], REFERENCE_YEAR);
    expect(estimate.value).toBeCloseTo(curveValue(2020, 45_000), 6);
    expect(estimate.evidence.count).toBe(0);
  });

  it('follows what the comparables were priced at, adjusted to the asked miles', () => {
    const cars = [car(2018, 1.1, 90_000), car(2019, 1.1, 30_000), car(2020, 1.1, 80_000), car(2021, 1.1, 100_000), car(2022, 1.1, 5_000)];
    const estimate = marketValueOf({ year: 2020, mileage: 45_000 }, years, cars, REFERENCE_YEAR);
    expect(estimate.value).toBeCloseTo(curveValue(2020, 45_000) * 1.1, 6);
    expect(estimate.evidence.count).toBe(5);
  });

  it('is never above a newer year’s value with the same miles', () => {
    // 2019's cars were priced dear and 2022's cheap; 2019's own evidence does not reach 2022.
    const cars = [car(2018, 1.3), car(2019, 1.3), car(2019, 1.3), car(2022, 0.6), car(2022, 0.6), car(2022, 0.6)];
    const older = marketValueOf({ year: 2019, mileage: 60_000 }, years, cars, REFERENCE_YEAR);
    const newer = marketValueOf({ year: 2022, mileage: 60_000 }, years, cars, REFERENCE_YEAR);
    expect(newer.value).toBeCloseTo(curveValue(2022, 60_000) * 0.6, 6);
    expect(older.value).toBeCloseTo(newer.value, 6);
    expect(older.value).toBeLessThan(curveValue(2019, 60_000) * 1.3);
    // The evidence reported is still the asked year's own.
    expect(older.evidence).toMatchObject({ count: 3, ratio: 1.3 });
  });

  it('never rises with the miles', () => {
    const cars = [car(2019, 0.95), car(2020, 1.05), car(2021, 1.0, 20_000)];
    const values = [0, 20_000, 60_000, 120_000, 250_000].map((mileage) => marketValueOf({ year: 2020, mileage }, years, cars, REFERENCE_YEAR).value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('refuses a year the model has no trims of', () => {
    expect(() => marketValueOf({ year: 2012, mileage: 0 }, years, [], REFERENCE_YEAR)).toThrow(RangeError);
  });
});
