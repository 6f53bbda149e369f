import { curveShare } from './depreciation.ts';

/** A listed car of the model being quoted: its regular price, its trim's price new, its year and miles. */
export interface Comparable {
  year: number;
  mileage: number;
  price: number;
  newPrice: number;
  sold: boolean;
}

/**
 * Which cars count and how much: the same model within two model years, nearer years weighing more
 * (1, 1/2, 1/3); a sold car weighs double, being a price someone paid rather than one asked. Below
 * three comparables the curve stands alone. One mispriced listing moves the estimate at most as much
 * as a car priced at half or one and a half times the curve.
 */
export const COMPARABLES = { yearWindow: 2, minCount: 3, soldWeight: 2, minRatio: 0.5, maxRatio: 1.5 } as const;

/** What the market says about a model year, as a ratio to the curve. */
export interface Evidence {
  /** Price paid for each peso the curve predicts; 1 when the curve stands alone. */
  ratio: number;
  /** The comparables' weighted standard deviation relative to `ratio`; 0 when the curve stands alone. */
  spread: number;
  /** How many comparables were used: 0 when the curve stands alone. */
  count: number;
}

const CURVE_ALONE: Evidence = { ratio: 1, spread: 0, count: 0 };

/** How `car` was priced against the curve, at `referenceYear`, bounded against mispriced listings. */
export function curveRatio(car: Comparable, referenceYear: number): number {
  const predicted = car.newPrice * curveShare(referenceYear - car.year, car.mileage);
  return Math.min(COMPARABLES.maxRatio, Math.max(COMPARABLES.minRatio, car.price / predicted));
}

export const comparableWeight = (car: Comparable, year: number): number =>
  (car.sold ? COMPARABLES.soldWeight : 1) / (1 + Math.abs(car.year - year));

/** The evidence of `cars` (every listed car of the model) for model year `year`. */
export function evidenceFor(year: number, cars: readonly Comparable[], referenceYear: number): Evidence {
  const used = cars.filter((car) => Math.abs(car.year - year) <= COMPARABLES.yearWindow);
  if (used.length < COMPARABLES.minCount) return CURVE_ALONE;
  const weighted = used.map((car) => ({ weight: comparableWeight(car, year), ratio: curveRatio(car, referenceYear) }));
  const totalWeight = weighted.reduce((sum, { weight }) => sum + weight, 0);
  const ratio = weighted.reduce((sum, item) => sum + item.weight * item.ratio, 0) / totalWeight;
  const variance = weighted.reduce((sum, item) => sum + item.weight * (item.ratio - ratio) ** 2, 0) / totalWeight;
  return { ratio, spread: Math.sqrt(variance) / ratio, count: used.length };
}
