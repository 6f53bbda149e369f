import { describe, expect, it } from 'vitest';
import { type Comparable, COMPARABLES, comparableWeight, curveRatio, evidenceFor } from './comparables.ts';
import { curveShare } from './depreciation.ts';

const REFERENCE_YEAR = 2026;
const NEW_PRICE = 2_000_000;

/** A car priced at `ratio` times what the curve predicts for it. */
const car = (year: number, ratio: number, { mileage = 50_000, sold = false } = {}): Comparable => ({
  year,
  mileage,
  newPrice: NEW_PRICE,
  price: NEW_PRICE * curveShare(REFERENCE_YEAR - year, mileage) * ratio,
  sold,
});

describe('a comparable against the curve', () => {
  it('reads as the ratio of its price to the curve at its own age and miles', () => {
    expect(curveRatio(car(2019, 1.1, { mileage: 90_000 }), REFERENCE_YEAR)).toBeCloseTo(1.1, 10);
    expect(curveRatio(car(2024, 0.9, { mileage: 5_000 }), REFERENCE_YEAR)).toBeCloseTo(0.9, 10);
  });

  it('is bounded, so one mispriced listing cannot drag the estimate far', () => {
    expect(curveRatio(car(2020, 4), REFERENCE_YEAR)).toBe(COMPARABLES.maxRatio);
    expect(curveRatio(car(2020, 0.1), REFERENCE_YEAR)).toBe(COMPARABLES.minRatio);
  });

  it('weighs nearer years more, and a sold car double', () => {
    expect([0, 1, 2].map((distance) => comparableWeight(car(2020 + distance, 1), 2020))).toEqual([1, 1 / 2, 1 / 3]);
    expect(comparableWeight(car(2021, 1, { sold: true }), 2020)).toBe(1);
  });
});

describe('the evidence for a model year', () => {
  it('uses the cars within two model years and no others', () => {
    const cars = [car(2016, 3), car(2017, 1), car(2018, 1), car(2019, 1), car(2020, 1), car(2021, 1), car(2022, 3)];
    const evidence = evidenceFor(2019, cars, REFERENCE_YEAR);
    expect(evidence.count).toBe(5);
    expect(evidence.ratio).toBeCloseTo(1, 10);
    expect(evidence.spread).toBeCloseTo(0, 10);
  });

  it('leaves the curve alone with fewer than three comparables', () => {
    expect(evidenceFor(2019, [car(2019, 1.3), car(2020, 1.3), car(2010, 1.3)], REFERENCE_YEAR)).toEqual({ ratio: 1, spread: 0, count: 0 });
    expect(evidenceFor(2019, [], REFERENCE_YEAR)).toEqual({ ratio: 1, spread: 0, count: 0 });
  });

  it('averages the ratios by weight', () => {
    // Weights 1 (same year), 1/2 (a year off) and 2 (sold, same year).
    const evidence = evidenceFor(2019, [car(2019, 1.2), car(2020, 0.9), car(2019, 1.0, { sold: true })], REFERENCE_YEAR);
    expect(evidence.count).toBe(3);
    expect(evidence.ratio).toBeCloseTo((1.2 + 0.45 + 2.0) / 3.5, 10);
  });

  it('reports the spread of the ratios relative to their mean', () => {
    const evidence = evidenceFor(2019, [car(2019, 0.9), car(2019, 1.1), car(2019, 0.9), car(2019, 1.1)], REFERENCE_YEAR);
    expect(evidence.ratio).toBeCloseTo(1, 10);
    expect(evidence.spread).toBeCloseTo(0.1, 10);
  });

  it('compares each car at its own mileage, so miles do not read as a market price', () => {
    const evidence = evidenceFor(2019, [car(2019, 1.05, { mileage: 10_000 }), car(2019, 1.05, { mileage: 200_000 }), car(2018, 1.05, { mileage: 77_000 })], REFERENCE_YEAR);
    expect(evidence.ratio).toBeCloseTo(1.05, 10);
  });
});
