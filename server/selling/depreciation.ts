// The depreciation curve and the mileage adjustment: how a used price follows a car's age and miles.

/**
 * Dominican roads: about 11,000 miles (17,700 km) a year, the figure the demo catalogue's cars were
 * driven by. A car of the current model year is expected to have a year's worth.
 */
export const EXPECTED_MILES_PER_YEAR = 11_000;

/**
 * Share of its price new a car keeps at `age` years. Imported cars stay dear in the Dominican
 * Republic, so value falls fast in the first years and then flattens towards 62 %: a curve of the
 * form floor + (1 - floor) * 0.85^age, strictly falling, 1 when new.
 */
const FLOOR = 0.62;
const YEARLY_KEEP = 0.85;
export function retainedShare(age: number): number {
  return FLOOR + (1 - FLOOR) * YEARLY_KEEP ** Math.max(0, age);
}

/**
 * Each mile above what a car of its age is expected to have takes 1.5 % per 10,000 off its value,
 * each mile below adds as much, within bounds: low miles add at most 6 %, because buyers pay
 * little for a car barely used, and high miles take at most 20 %, because past that the car's
 * condition, seen at the inspection, says more than the odometer.
 */
export const MILEAGE_ADJUSTMENT = { perMile: 0.015 / 10_000, maxBonus: 0.06, maxPenalty: 0.2 } as const;

export const expectedMileage = (age: number): number => Math.max(1, age) * EXPECTED_MILES_PER_YEAR;

/** The factor a price is multiplied by for `mileage` miles at `age`; never higher for more miles. */
export function mileageFactor(mileage: number, age: number): number {
  const factor = 1 - MILEAGE_ADJUSTMENT.perMile * (mileage - expectedMileage(age));
  return Math.min(1 + MILEAGE_ADJUSTMENT.maxBonus, Math.max(1 - MILEAGE_ADJUSTMENT.maxPenalty, factor));
}

/**
 * What a car of `age` with `mileage` is worth for each peso of its price new, before the market's
 * evidence. Past about ten years the curve flattens more slowly than the expected miles grow, so the
 * same miles would read as a better-kept car and an older one would be worth more than a newer one;
 * the share is therefore the lowest at this age or any younger one with the same miles.
 */
export function curveShare(age: number, mileage: number): number {
  let share = Number.POSITIVE_INFINITY;
  for (let younger = 0; younger <= Math.max(0, age); younger += 1) share = Math.min(share, retainedShare(younger) * mileageFactor(mileage, younger));
  return share;
}
