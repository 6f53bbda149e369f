import { OFFER_OPTIONS, STATUS_FLAG, VALUE_DIMENSIONS } from './dimensions.ts';
import { bitPositions, type FacetIndex } from './facet-index.ts';
import type { ActiveFilters } from './facet-types.ts';
import type { ListingRequest } from './listing-request.ts';
import { hasRow, type RowSet } from './row-set.ts';

/** Bits of the known slugs; an unknown slug adds no bit, so alone it matches nothing. */
function bitMask(positions: Map<number, number>, ids: (number | undefined)[]): number {
  return ids.reduce<number>((mask, id) => (id === undefined ? mask : mask | (1 << (positions.get(id) ?? 0))), 0);
}

/** Turns the request's slugs into what the facet pass compares; `textScores` come from the search. */
export function resolveFilters(index: FacetIndex, request: ListingRequest, textScores: Uint16Array | undefined): ActiveFilters {
  const { lookups } = index;
  const filters: ActiveFilters = { values: [], ranges: request.ranges, textScores };
  for (const dimension of VALUE_DIMENSIONS) {
    const slugs = request.slugs[dimension];
    if (!slugs) continue;
    const allowed = new Uint8Array(lookups[dimension].size);
    for (const slug of slugs) {
      const row = lookups[dimension].bySlug.get(slug);
      if (row) allowed[row.id] = 1;
    }
    filters.values.push({ dimension, allowed });
  }
  const categories = request.slugs.categories;
  if (categories) {
    const ids = categories.map((slug) => lookups.categories.bySlug.get(slug)?.id);
    filters.categories = bitMask(bitPositions(lookups.categories.rows), ids);
  }
  const features = request.slugs.features;
  if (features) {
    const positions = bitPositions(lookups.features.rows);
    filters.features = new Uint32Array(index.featureWords);
    for (const slug of features) {
      const position = positions.get(lookups.features.bySlug.get(slug)?.id ?? -1);
      if (position === undefined) filters.featuresImpossible = true;
      else filters.features[position >>> 5]! |= 1 << (position & 31);
    }
  }
  const offer = request.slugs.offer;
  if (offer) filters.offer = OFFER_OPTIONS.filter((option) => offer.includes(option.slug)).reduce((mask, option) => mask | option.flag, 0);
  if (request.statuses) filters.statuses = request.statuses.reduce((mask, status) => mask | STATUS_FLAG[status], 0);
  return filters;
}

/**
 * The rows of one page, in the requested order. The walk stops once the page is full or all `count`
 * matched rows were seen: a page past a small match's end would otherwise walk every row.
 */
export function pageRows(index: FacetIndex, matched: RowSet, count: number, request: ListingRequest): number[] {
  const order = index.orders[request.sort];
  const page: number[] = [];
  const wanted = Math.min(count, request.offset + request.limit);
  let seen = 0;
  for (let position = 0; position < order.length && seen < wanted; position++) {
    const row = order[position]!;
    if (!hasRow(matched, row)) continue;
    if (seen++ >= request.offset) page.push(row);
  }
  return page;
}
