import { RECOMMENDATION_LIMITS } from '../../common/validation/recommendation';
import type { CarRef } from '../wizard/car-ref';

/** SPEC §9 and CONTRACT's RecommendationInput: at most four categories. */
export const MAX_CATEGORIES = RECOMMENDATION_LIMITS.maxCategories;

export type Range = { min: number; max: number };

/**
 * SPEC §3 Recommendation preferences, as CONTRACT's recommendCars takes them: up to four category
 * slugs, a body style slug or null for no preference, a price and a year range, a maximum mileage.
 */
export type FinderPreferences = { categories: string[]; bodyStyle: string | null; price: Range; year: Range; maxMileage: number };

/** The catalogue's bounds the sliders move within (the page loads them with the categories and body styles). */
export type FinderBounds = { price: Range; year: Range; mileage: Range };

/** CONTRACT's Recommendation: `main` null is the not-found state. */
export type Recommendation = { main: CarRef | null; others: CarRef[] };

// What each step's form holds. A range step carries its bounds, as the sell wizard's car step carries
// its date: the form's schema judges a value against them without a schema per catalogue.
export type CategoryValues = { categories: string[] };
/** '' until answered; null is the visitor's "no preference". */
export type BodyStyleValues = { bodyStyle: string | null };
export type RangeValues = Range & { bounds: Range };
export type MileageValues = { maxMileage: number; bounds: Range };

export type FinderDraft = { category: CategoryValues; bodyStyle: BodyStyleValues; price: RangeValues; year: RangeValues; mileage: MileageValues };

/** What each step parsed; null while unanswered. */
export type FinderAnswers = {
  category: string[] | null;
  bodyStyle: { bodyStyle: string | null } | null;
  price: Range | null;
  year: Range | null;
  mileage: number | null;
};

/** Every slider starts across its whole range: no limit until the visitor sets one. */
export const emptyFinderDraft = (bounds: FinderBounds): FinderDraft => ({
  category: { categories: [] },
  bodyStyle: { bodyStyle: '' },
  price: { ...bounds.price, bounds: bounds.price },
  year: { ...bounds.year, bounds: bounds.year },
  mileage: { maxMileage: bounds.mileage.max, bounds: bounds.mileage },
});

export const noAnswers: FinderAnswers = { category: null, bodyStyle: null, price: null, year: null, mileage: null };

/** The preferences once every step is answered, else null. */
export function preferencesOf({ category, bodyStyle, price, year, mileage }: FinderAnswers): FinderPreferences | null {
  if (!category || !bodyStyle || !price || !year || mileage === null) return null;
  return { categories: category, bodyStyle: bodyStyle.bodyStyle, price, year, maxMileage: mileage };
}

/** Preferences given at the start (a shared results page): every step answered with them. */
export const answersOf = (preferences: FinderPreferences): FinderAnswers => ({
  category: preferences.categories,
  bodyStyle: { bodyStyle: preferences.bodyStyle },
  price: preferences.price,
  year: preferences.year,
  mileage: preferences.maxMileage,
});

export const draftOf = (preferences: FinderPreferences, bounds: FinderBounds): FinderDraft => ({
  category: { categories: preferences.categories },
  bodyStyle: { bodyStyle: preferences.bodyStyle },
  price: { ...preferences.price, bounds: bounds.price },
  year: { ...preferences.year, bounds: bounds.year },
  mileage: { maxMileage: preferences.maxMileage, bounds: bounds.mileage },
});
