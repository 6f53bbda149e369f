import { OFFER_FLAG, VALUE_DIMENSIONS, dimensionBit, isTrimDimension } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters, Bounds, PassResult } from './facet-types.ts';
import { trimFailures } from './trim-failures.ts';
import { filtersOnlyTrims, runTrimPass } from './trim-pass.ts';

const emptyBounds = (): Bounds => ({ min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY });
const widen = (bounds: Bounds, value: number) => {
  if (value < bounds.min) bounds.min = value;
  if (value > bounds.max) bounds.max = value;
};

/**
 * Filters, counts and facets in one pass (disjunctive facets): a row failing no filter counts
 * everywhere; a row failing exactly one dimension counts only in that dimension's facet or bounds,
 * since choosing another option there is what would bring it in. Dimensions that come with the trim
 * are checked and counted per trim (a few thousand) rather than per car, and when only those are
 * filtered the whole pass runs over per-trim aggregates.
 */
export function runFacetPass(index: FacetIndex, filters: ActiveFilters): PassResult {
  const { size, flags, categoryBits, year, miles, price, trim, textId } = index;
  const failedByTrim = trimFailures(index, filters);
  if (filtersOnlyTrims(filters)) return runTrimPass(index, failedByTrim);
  // Bit i of the failure mask is VALUE_DIMENSIONS[i]; per trim for trim dimensions, per car otherwise.
  const perTrim = VALUE_DIMENSIONS.map((dimension) => (isTrimDimension(dimension) ? new Uint32Array(index.trimCount) : undefined));
  const counters = VALUE_DIMENSIONS.map((dimension) => new Uint32Array(index.lookups[dimension].size));
  const { color, curboSpot } = index.values;
  const colorCounts = counters[VALUE_DIMENSIONS.indexOf('color')]!;
  const spotCounts = counters[VALUE_DIMENSIONS.indexOf('curboSpot')]!;
  const carFilters = filters.values.filter(({ dimension }) => !isTrimDimension(dimension)).map(({ dimension, allowed }) => ({ column: index.values[dimension], allowed, bit: dimensionBit[dimension] }));
  const categoryCounts = new Uint32Array(32);
  const trimCounts = new Uint32Array(index.trimCount);
  const matched = new Uint8Array(size);
  const offerCounts = { withOffer: 0, certified: 0, available: 0 };
  const bounds = { year: emptyBounds(), miles: emptyBounds(), price: emptyBounds() };
  const { textScores, categories, offer } = filters;
  const { year: yearRange, miles: milesRange, price: priceRange } = filters.ranges;
  const countCategories = (row: number) => {
    for (let bits = categoryBits[row]!; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++;
  };
  const countOffer = (row: number) => {
    if (flags[row]! & OFFER_FLAG.hasOffer) offerCounts.withOffer++;
    if (flags[row]! & OFFER_FLAG.certified) offerCounts.certified++;
    if (flags[row]! & OFFER_FLAG.available) offerCounts.available++;
  };
  // Flat arrays and plain loops: this runs once per car per request, the API's hottest code.
  const filterColumns = carFilters.map((filter) => filter.column);
  const filterAllowed = carFilters.map((filter) => filter.allowed);
  const filterBits = carFilters.map((filter) => filter.bit);
  const filterCount = carFilters.length;
  const twoOrMore = (failed: number) => (failed & (failed - 1)) !== 0;
  let count = 0;
  for (let row = 0; row < size; row++) {
    if (textScores && textScores[textId[row]!] === 0) continue;
    let failed = failedByTrim[trim[row]!]!;
    // A car failing two dimensions counts nowhere, so its remaining checks are skipped.
    for (let f = 0; f < filterCount && !twoOrMore(failed); f++) if (filterAllowed[f]![filterColumns[f]![row]!] !== 1) failed |= filterBits[f]!;
    if (twoOrMore(failed)) continue;
    if (categories !== undefined && (categoryBits[row]! & categories) === 0) failed |= dimensionBit.categories;
    if (offer !== undefined && (flags[row]! & offer) === 0) failed |= dimensionBit.offer;
    if (yearRange && (year[row]! < yearRange.min || year[row]! > yearRange.max)) failed |= dimensionBit.year;
    if (milesRange && (miles[row]! < milesRange.min || miles[row]! > milesRange.max)) failed |= dimensionBit.miles;
    if (priceRange && (price[row]! < priceRange.min || price[row]! > priceRange.max)) failed |= dimensionBit.price;
    if (failed === 0) {
      count++;
      matched[row] = 1;
      trimCounts[trim[row]!]!++;
      colorCounts[color[row]!]!++;
      spotCounts[curboSpot[row]!]!++;
      countCategories(row);
      countOffer(row);
      widen(bounds.year, year[row]!);
      widen(bounds.miles, miles[row]!);
      widen(bounds.price, price[row]!);
    } else if (!twoOrMore(failed)) {
      // Exactly one dimension failed. Features combine with AND: a row lacking a required one gains nothing from another.
      const dimension = 31 - Math.clz32(failed);
      const trimCounter = perTrim[dimension];
      if (trimCounter) trimCounter[trim[row]!]!++;
      else if (dimension < VALUE_DIMENSIONS.length) counters[dimension]![index.values[VALUE_DIMENSIONS[dimension]!][row]!]!++;
      else if (failed === dimensionBit.categories) countCategories(row);
      else if (failed === dimensionBit.offer) countOffer(row);
      else if (failed === dimensionBit.year) widen(bounds.year, year[row]!);
      else if (failed === dimensionBit.miles) widen(bounds.miles, miles[row]!);
      else if (failed === dimensionBit.price) widen(bounds.price, price[row]!);
    }
  }
  // Trim dimensions: each trim's matching cars, plus those failing only that dimension, go to the trim's value.
  VALUE_DIMENSIONS.forEach((dimension, position) => {
    const failing = perTrim[position];
    if (!failing) return;
    const values = index.trimValues[dimension];
    for (let t = 0; t < index.trimCount; t++) counters[position]![values[t]!]! += trimCounts[t]! + failing[t]!;
  });
  const valueCounts = Object.fromEntries(VALUE_DIMENSIONS.map((dimension, position) => [dimension, counters[position]!])) as PassResult['valueCounts'];
  return { count, matched, valueCounts, categoryCounts, trimCounts, offerCounts, bounds };
}
