import { type Comparable, type Evidence, evidenceFor } from './comparables.ts';
import { curveShare } from './depreciation.ts';

/** A model year the catalogue has trims for, with its trims' average price new. */
export interface ModelYear {
  year: number;
  newPrice: number;
}

export interface MarketEstimate {
  /** The model's retail value at the asked year and miles, whatever the trim, unrounded. */
  value: number;
  /** What the comparables of the asked year said. */
  evidence: Evidence;
}

interface Asked {
  year: number;
  mileage: number;
}

/** The year's price new × the curve at its age and the asked miles × what its comparables say. */
function yearValue(modelYear: ModelYear, mileage: number, cars: readonly Comparable[], referenceYear: number) {
  const evidence = evidenceFor(modelYear.year, cars, referenceYear);
  return { value: modelYear.newPrice * curveShare(referenceYear - modelYear.year, mileage) * evidence.ratio, evidence };
}

/**
 * The model's retail value for `asked`, from `years` (every year of the model, the asked one among
 * them) and `cars` (every listed car of the model). Evidence is local to each year, so a few cheap
 * cars of one year could put it below an older one; an older car is never worth more than a newer
 * one with the same miles, so the value is the lowest of the asked year's and every newer year's.
 */
export function marketValueOf(asked: Asked, years: readonly ModelYear[], cars: readonly Comparable[], referenceYear: number): MarketEstimate {
  const own = years.find((modelYear) => modelYear.year === asked.year);
  if (!own) throw new RangeError(`The model has no trims of ${asked.year}`);
  const estimate = yearValue(own, asked.mileage, cars, referenceYear);
  const newer = years.filter((modelYear) => modelYear.year > asked.year).map((modelYear) => yearValue(modelYear, asked.mileage, cars, referenceYear).value);
  return { value: Math.min(estimate.value, ...newer), evidence: estimate.evidence };
}
