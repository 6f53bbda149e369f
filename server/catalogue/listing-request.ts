import type { CarWhereInput, FilterInput, IntRangeInput } from '../graphql/generated/resolvers.ts';
import { type FieldError, InvalidInput } from '../domain-errors.ts';
import { type IndexedStatus, RANGE_DIMENSIONS, type RangeDimension, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import { type SortKey, sortKeyOf } from './sort-orders.ts';

export type SlugDimension = ValueDimension | 'categories' | 'features' | 'offer';
export const SLUG_DIMENSIONS: readonly SlugDimension[] = [...VALUE_DIMENSIONS, 'categories', 'features', 'offer'];

/** A validated listing request: limits clamped, ranges ordered, slugs still unresolved. */
export interface ListingRequest {
  limit: number;
  offset: number;
  sort: SortKey;
  text: string;
  slugs: Partial<Record<SlugDimension, string[]>>;
  ranges: Partial<Record<RangeDimension, { min: number; max: number }>>;
  /** The staff's listing: cars of these statuses, hidden ones included. Visitors' requests have none. */
  statuses?: readonly IndexedStatus[];
}

export const PAGE = { defaultLimit: 24, maxLimit: 60, maxOffset: 10_000 } as const;
export const INPUT_LIMITS = { maxText: 200, maxValues: 50 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// A range given upside down (min above max) is read the right way round rather than matching nothing:
// a slider dragged past its twin is still a clear request.
function orderedRange(range: IntRangeInput | null | undefined) {
  if (!range || (range.min == null && range.max == null)) return undefined;
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  return min <= max ? { min, max } : { min: max, max: min };
}

function checkStrings(where: CarWhereInput, errors: FieldError[]) {
  if ((where.text_search?.length ?? 0) > INPUT_LIMITS.maxText) {
    errors.push({ field: 'where.text_search', message: `Must be at most ${INPUT_LIMITS.maxText} characters` });
  }
  for (const dimension of SLUG_DIMENSIONS) {
    const values = where[dimension] ?? [];
    if (values.length > INPUT_LIMITS.maxValues) errors.push({ field: `where.${dimension}`, message: `At most ${INPUT_LIMITS.maxValues} values` });
    if (values.some((value) => value.length > INPUT_LIMITS.maxText)) {
      errors.push({ field: `where.${dimension}`, message: `Each value must be at most ${INPUT_LIMITS.maxText} characters` });
    }
  }
}

/** Throws InvalidInput for over-long strings and lists; everything else is clamped or ignored. */
export function parseListingRequest(filter: FilterInput | null | undefined): ListingRequest {
  const where = filter?.where ?? {};
  const errors: FieldError[] = [];
  checkStrings(where, errors);
  if (errors.length > 0) throw new InvalidInput(errors, 'The listing filter is invalid.');
  const slugs: ListingRequest['slugs'] = {};
  for (const dimension of SLUG_DIMENSIONS) {
    const values = where[dimension];
    if (values && values.length > 0) slugs[dimension] = [...new Set(values)];
  }
  const ranges: ListingRequest['ranges'] = {};
  for (const dimension of RANGE_DIMENSIONS) {
    const range = orderedRange(where[dimension]);
    if (range) ranges[dimension] = range;
  }
  return {
    limit: clamp(filter?.limit ?? PAGE.defaultLimit, 1, PAGE.maxLimit),
    offset: clamp(filter?.offset ?? 0, 0, PAGE.maxOffset),
    sort: sortKeyOf(filter?.sortBy),
    text: where.text_search ?? '',
    slugs,
    ranges,
  };
}
