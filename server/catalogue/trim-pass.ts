import { VALUE_DIMENSIONS, isTrimDimension } from './dimensions.ts';
import { type FacetIndex, GONE_TRIM } from './facet-index.ts';
import type { ActiveFilters, Bounds, PassResult } from './facet-types.ts';
import { emptyRowSet, fullRowSet, type RowSet } from './row-set.ts';

/** Whether every active filter is a fact of the trim, so trims alone decide and count. */
export const filtersOnlyTrims = (filters: ActiveFilters): boolean =>
  !filters.textScores &&
  filters.categories === undefined &&
  filters.offer === undefined &&
  filters.statuses === undefined &&
  Object.keys(filters.ranges).length === 0 &&
  filters.values.every(({ dimension }) => isTrimDimension(dimension));

const widenBy = (bounds: Bounds, spans: Float64Array, trim: number) => {
  bounds.min = Math.min(bounds.min, spans[trim * 2]!);
  bounds.max = Math.max(bounds.max, spans[trim * 2 + 1]!);
};

/** The rows of the trims failing nothing, when trims alone decide. */
export function matchedByTrims(index: FacetIndex, failedByTrim: Uint32Array): { count: number; matched: RowSet } {
  const passes = Uint8Array.from(failedByTrim, (failed) => (failed === 0 ? 1 : 0));
  // Most requests filter nothing: then, with no car gone since the last full build, every row
  // matches and one native fill does (GONE_TRIM never passes, and has no rows then).
  const everyRow = index.listed === index.size && passes.every((pass, trim) => pass === 1 || trim === GONE_TRIM);
  const matched = everyRow ? fullRowSet(index.size) : emptyRowSet(index.size);
  if (!everyRow) for (let row = 0; row < index.size; row++) matched[row >>> 5]! |= passes[index.trim[row]!]! << (row & 31);
  let count = 0;
  for (let trim = 0; trim < passes.length; trim++) if (passes[trim] === 1) count += index.trimAggregates.cars[trim]!;
  return { count, matched };
}

/**
 * The facet pass over trims instead of cars, from per-trim aggregates: the same disjunctive
 * counting (a trim failing no dimension counts everywhere, one failing exactly one counts there).
 */
export function runTrimPass(index: FacetIndex, failedByTrim: Uint32Array): PassResult {
  const aggregates = index.trimAggregates;
  const counters = VALUE_DIMENSIONS.map((dimension) => new Uint32Array(index.lookups[dimension].size));
  const colorCounts = counters[VALUE_DIMENSIONS.indexOf('color')]!;
  const spotCounts = counters[VALUE_DIMENSIONS.indexOf('curboSpot')]!;
  const categoryCounts = new Uint32Array(32);
  const trimCounts = new Uint32Array(index.trimCount);
  const offerCounts = { withOffer: 0, certified: 0, available: 0 };
  const bounds = { year: { min: Infinity, max: -Infinity }, miles: { min: Infinity, max: -Infinity }, price: { min: Infinity, max: -Infinity } };
  let count = 0;
  for (let trim = 0; trim < index.trimCount; trim++) {
    const failed = failedByTrim[trim]!;
    const cars = aggregates.cars[trim]!;
    if (failed === 0) {
      count += cars;
      trimCounts[trim] = cars;
      for (let color = 0; color < aggregates.colorSize; color++) colorCounts[color]! += aggregates.colors[trim * aggregates.colorSize + color]!;
      for (let spot = 0; spot < aggregates.spotSize; spot++) spotCounts[spot]! += aggregates.spots[trim * aggregates.spotSize + spot]!;
      for (let bit = 0; bit < 32; bit++) categoryCounts[bit]! += aggregates.categories[trim * 32 + bit]!;
      offerCounts.withOffer += aggregates.withOffer[trim]!;
      offerCounts.certified += aggregates.certified[trim]!;
      offerCounts.available += aggregates.available[trim]!;
      widenBy(bounds.year, aggregates.year, trim);
      widenBy(bounds.miles, aggregates.miles, trim);
      widenBy(bounds.price, aggregates.price, trim);
    } else if ((failed & (failed - 1)) === 0) {
      const dimension = VALUE_DIMENSIONS[31 - Math.clz32(failed)];
      // Only trim dimensions (and features, which count nothing here) can fail on a trim.
      if (dimension) counters[31 - Math.clz32(failed)]![index.trimValues[dimension][trim]!]! += cars;
    }
  }
  VALUE_DIMENSIONS.forEach((dimension, position) => {
    if (!isTrimDimension(dimension)) return;
    const values = index.trimValues[dimension];
    for (let trim = 0; trim < index.trimCount; trim++) counters[position]![values[trim]!]! += trimCounts[trim]!;
  });
  const { matched } = matchedByTrims(index, failedByTrim);
  const valueCounts = Object.fromEntries(VALUE_DIMENSIONS.map((dimension, position) => [dimension, counters[position]!])) as PassResult['valueCounts'];
  return { count, matched, valueCounts, categoryCounts, trimCounts, offerCounts, bounds };
}
