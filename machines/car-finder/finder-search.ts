import { SLUG } from './finder-steps';
import { type FinderPreferences, MAX_CATEGORIES } from './finder-values';

/**
 * The preferences as a results page's URL search params, so a result can be shared. The names are
 * the catalogue's own (`/buy`: categories joined by '_', minPrice/maxPrice, fromYear/toYear,
 * maxMiles, bodyStyle), so the same params also open the catalogue on the cars that match.
 * No bodyStyle is no preference.
 */
export type FinderSearch = {
  categories: string;
  bodyStyle?: string;
  minPrice: number;
  maxPrice: number;
  fromYear: number;
  toYear: number;
  maxMiles: number;
};

export function preferencesToSearch(preferences: FinderPreferences): FinderSearch {
  return {
    categories: preferences.categories.join('_'),
    ...(preferences.bodyStyle === null ? {} : { bodyStyle: preferences.bodyStyle }),
    minPrice: preferences.price.min,
    maxPrice: preferences.price.max,
    fromYear: preferences.year.min,
    toYear: preferences.year.max,
    maxMiles: preferences.maxMileage,
  };
}

// The router reads a value as JSON first, so numbers may arrive as numbers or as text.
const whole = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
};

const range = (min: unknown, max: unknown) => {
  const [low, high] = [whole(min), whole(max)];
  return low !== null && high !== null && low <= high ? { min: low, max: high } : null;
};

/**
 * The preferences a URL holds, or null when any is missing or malformed: the finder then starts at
 * its home rather than asking with half the answers.
 */
export function preferencesFromSearch(search: Readonly<Record<string, unknown>>): FinderPreferences | null {
  const categories = typeof search.categories === 'string' ? [...new Set(search.categories.split('_'))] : [];
  if (categories.length === 0 || categories.length > MAX_CATEGORIES || !categories.every((slug) => SLUG.test(slug))) return null;
  const bodyStyle = search.bodyStyle === undefined ? null : typeof search.bodyStyle === 'string' && SLUG.test(search.bodyStyle) ? search.bodyStyle : undefined;
  const price = range(search.minPrice, search.maxPrice);
  const year = range(search.fromYear, search.toYear);
  const maxMileage = whole(search.maxMiles);
  if (bodyStyle === undefined || !price || !year || maxMileage === null) return null;
  return { categories, bodyStyle, price, year, maxMileage };
}
