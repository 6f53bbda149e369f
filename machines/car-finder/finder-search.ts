import { type FilterQuery, readFilterQuery } from '../../common/filters/search-params';
import { type FinderPreferences, MAX_CATEGORIES } from './finder-values';

/**
 * The preferences as a results page's URL search params, so a result can be shared. They are the
 * catalogue's own params (`/buy`, common/filters): categories joined by '_', minPrice/maxPrice,
 * fromYear/toYear, maxMiles, bodyStyle; no bodyStyle is no preference.
 */
export type FinderSearch = Pick<FilterQuery, 'categories' | 'bodyStyle' | 'minPrice' | 'maxPrice' | 'fromYear' | 'toYear' | 'maxMiles'>;

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

/**
 * The catalogue (`/buy`) on exactly the cars recommendCars counts as `matching`: available now,
 * of the body style when one is chosen, within the price, the years and the miles. The categories
 * only rank the recommendation, so they stay out, and the count on the link is the count on /buy.
 */
export function preferencesToCatalogue(preferences: FinderPreferences): FilterQuery {
  const { categories: _soft, ...hardConstraints } = preferencesToSearch(preferences);
  return { offer: 'available', ...hardConstraints };
}

const isRange = (min: number | undefined, max: number | undefined): boolean => min !== undefined && max !== undefined && min <= max;

/**
 * The preferences a URL holds, read by the catalogue's codec, or null when any is missing or
 * malformed (the codec reads a malformed param as absent): the finder then starts at its home
 * rather than asking with half the answers.
 */
export function preferencesFromSearch(search: Readonly<Record<string, unknown>>): FinderPreferences | null {
  const query = readFilterQuery(search);
  const categories = query.categories?.split('_') ?? [];
  const bodyStyles = query.bodyStyle?.split('_') ?? [];
  // A body style given but unreadable is not "no preference": the URL is malformed.
  const bodyStyleLost = search.bodyStyle !== undefined && bodyStyles.length === 0;
  if (categories.length === 0 || categories.length > MAX_CATEGORIES || bodyStyles.length > 1 || bodyStyleLost) return null;
  const { minPrice, maxPrice, fromYear, toYear, maxMiles } = query;
  if (!isRange(minPrice, maxPrice) || !isRange(fromYear, toYear) || maxMiles === undefined) return null;
  return { categories, bodyStyle: bodyStyles[0] ?? null, price: { min: minPrice!, max: maxPrice! }, year: { min: fromYear!, max: toYear! }, maxMileage: maxMiles };
}
