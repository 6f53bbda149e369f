import { oneOf, readParams, wholeNumberWithin, type Read } from '../read-params';
import { LIST_DIMENSIONS, SORT_VALUES, type ListDimension } from './filter-state';

/** Slugs are lowercase words joined by hyphens; anything else in a list parameter is dropped. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_SEARCH_LENGTH = 100;
const MAX_AMOUNT = 1_000_000_000;
export const MAX_PAGE = 400;

// The router parses values as JSON first, so `?search=2020` arrives as a number.
const text: Read<string | undefined> = (value) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : undefined;

const slugList: Read<string | undefined> = (value) => {
  const list = text(value);
  return list === undefined ? undefined : [...new Set(list.split('_').filter((slug) => SLUG.test(slug)))].join('_') || undefined;
};

const bound = (max: number) => wholeNumberWithin(0, max);

const singleSlug: Read<string | undefined> = (value) => {
  const slug = text(value);
  return slug !== undefined && SLUG.test(slug) ? slug : undefined;
};

const listParams = Object.fromEntries(LIST_DIMENSIONS.map((dimension) => [dimension, slugList])) as {
  [K in ListDimension]: typeof slugList;
};

const readFilterQuery = readParams({
  ...listParams,
  minPrice: bound(MAX_AMOUNT),
  maxPrice: bound(MAX_AMOUNT),
  minMiles: bound(10_000_000),
  maxMiles: bound(10_000_000),
  fromYear: bound(2100),
  toYear: bound(2100),
  offer: singleSlug,
  curboSpot: singleSlug,
  sortBy: oneOf(SORT_VALUES),
  search: (value) => text(value)?.slice(0, MAX_SEARCH_LENGTH) || undefined,
  page: wholeNumberWithin(1, MAX_PAGE),
});

export type FilterQuery = ReturnType<typeof readFilterQuery>;

/**
 * The `/buy` query parameters (SPEC §4), read for the router (`validateSearch` takes anything with
 * `parse`) and the server's first screen. Every field falls back on its own, so one malformed
 * parameter never costs the visitor the others, and never an error page.
 */
export const filterQuerySchema = { parse: readFilterQuery };
