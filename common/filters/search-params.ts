// zod/mini: the same schemas as zod's classic API, but tree-shaken, so the route that validates
// on every navigation does not carry the whole library into the first download.
import * as z from 'zod/mini';
import { LIST_DIMENSIONS, SORT_VALUES, type ListDimension } from './filter-state';

/** Slugs are lowercase words joined by hyphens; anything else in a list parameter is dropped. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_SEARCH_LENGTH = 100;
const MAX_AMOUNT = 1_000_000_000;
export const MAX_PAGE = 400;

/** Every parameter is optional, and a malformed one reads as absent. */
const fallback = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

// The router parses values as JSON first, so `?search=2020` arrives as a number.
const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value).trim()),
);

const slugList = fallback(
  z.pipe(
    text,
    z.transform((value: string) => [...new Set(value.split('_').filter((slug) => SLUG.test(slug)))].join('_') || undefined),
  ),
);

const bound = (max: number) => fallback(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(max)));

const singleSlug = fallback(z.pipe(text, z.string().check(z.regex(SLUG))));

const listParams = Object.fromEntries(LIST_DIMENSIONS.map((dimension) => [dimension, slugList])) as {
  [K in ListDimension]: typeof slugList;
};

/**
 * The `/buy` query parameters (SPEC §4). Every field falls back on its own, so one malformed
 * parameter never costs the visitor the others, and never an error page.
 */
export const filterQuerySchema = z.object({
  ...listParams,
  minPrice: bound(MAX_AMOUNT),
  maxPrice: bound(MAX_AMOUNT),
  minMiles: bound(10_000_000),
  maxMiles: bound(10_000_000),
  fromYear: bound(2100),
  toYear: bound(2100),
  offer: singleSlug,
  curboSpot: singleSlug,
  sortBy: fallback(z.enum(SORT_VALUES)),
  search: fallback(z.pipe(text, z.transform((value: string) => value.slice(0, MAX_SEARCH_LENGTH) || undefined))),
  page: fallback(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE))),
});

export type FilterQuery = z.output<typeof filterQuerySchema>;
