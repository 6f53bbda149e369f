import { integer, lenientObject, mapped, oneOf, text } from '../lenient-read';
import { LIST_DIMENSIONS, SORT_VALUES, type ListDimension } from './filter-state';

/** Slugs are lowercase words joined by hyphens; anything else in a list parameter is dropped. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_SEARCH_LENGTH = 100;
const MAX_AMOUNT = 1_000_000_000;
export const MAX_PAGE = 400;

const slugList = mapped(text({ trim: true }), (value) => [...new Set(value.split('_').filter((slug) => SLUG.test(slug)))].join('_') || undefined);
const singleSlug = text({ trim: true, test: (value) => SLUG.test(value) });

const listParams = Object.fromEntries(LIST_DIMENSIONS.map((dimension) => [dimension, slugList])) as {
  [K in ListDimension]: typeof slugList;
};

/**
 * Reads the `/buy` query parameters (SPEC §4). Every field falls back on its own, so one malformed
 * parameter never costs the visitor the others, and never an error page.
 */
export const readFilterQuery = lenientObject({
  ...listParams,
  minPrice: integer(0, MAX_AMOUNT),
  maxPrice: integer(0, MAX_AMOUNT),
  minMiles: integer(0, 10_000_000),
  maxMiles: integer(0, 10_000_000),
  fromYear: integer(0, 2100),
  toYear: integer(0, 2100),
  offer: singleSlug,
  curboSpot: singleSlug,
  sortBy: oneOf(SORT_VALUES),
  search: mapped(text({ trim: true }), (value) => value.slice(0, MAX_SEARCH_LENGTH) || undefined),
  page: integer(1, MAX_PAGE),
});

export type FilterQuery = ReturnType<typeof readFilterQuery>;
