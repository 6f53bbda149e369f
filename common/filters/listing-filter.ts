import { LIST_DIMENSIONS } from './filter-state';
import type { FilterQuery } from './search-params';

export const PAGE_SIZE = 24;

type IntRange = { min?: number; max?: number };

/** The `getListingCars` filter a `/buy` URL asks for (shapes of FilterInput in the catalogue schema). */
export type ListingFilter = {
  limit: number;
  offset: number;
  sortBy?: string;
  where: { text_search?: string; offer?: string[]; curboSpot?: string[]; price?: IntRange; miles?: IntRange; year?: IntRange } & {
    [K in (typeof LIST_DIMENSIONS)[number]]?: string[];
  };
};

function intRange(min: number | undefined, max: number | undefined): IntRange | undefined {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Keys are added only when set, so equal searches make equal query keys. */
export function listingFilter(query: FilterQuery): ListingFilter {
  const where: ListingFilter['where'] = {};
  if (query.search) where.text_search = query.search;
  for (const dimension of LIST_DIMENSIONS) {
    const slugs = query[dimension]?.split('_');
    if (slugs?.length) where[dimension] = slugs;
  }
  if (query.offer) where.offer = [query.offer];
  if (query.curboSpot) where.curboSpot = [query.curboSpot];
  const ranges = {
    price: intRange(query.minPrice, query.maxPrice),
    miles: intRange(query.minMiles, query.maxMiles),
    year: intRange(query.fromYear, query.toYear),
  };
  for (const [key, value] of Object.entries(ranges)) if (value) where[key as 'price'] = value;
  const page = query.page ?? 1;
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, where, ...(query.sortBy ? { sortBy: query.sortBy } : {}) };
}

/** Whether the visitor narrowed the catalogue at all (search and sort aside). */
export const hasFilters = (query: FilterQuery): boolean =>
  Object.entries(query).some(([key, value]) => value !== undefined && !['search', 'sortBy', 'page'].includes(key));
