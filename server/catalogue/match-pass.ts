import { isTrimDimension } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters } from './facet-types.ts';
import { trimFailures } from './trim-failures.ts';

/**
 * The facet pass's filtering alone (same checks, same meaning), without counting facets or bounds:
 * for callers that need only which cars match, every request afresh (the car finder).
 */
export function matchPass(index: FacetIndex, filters: ActiveFilters): { count: number; matched: Uint8Array } {
  const { size, flags, categoryBits, year, miles, price, trim, textId } = index;
  const failedByTrim = trimFailures(index, filters);
  const carFilters = filters.values.filter(({ dimension }) => !isTrimDimension(dimension));
  const columns = carFilters.map(({ dimension }) => index.values[dimension]);
  const allowed = carFilters.map((filter) => filter.allowed);
  const { textScores, categories, offer } = filters;
  const { year: yearRange, miles: milesRange, price: priceRange } = filters.ranges;
  const matched = new Uint8Array(size);
  let count = 0;
  rows: for (let row = 0; row < size; row++) {
    if (failedByTrim[trim[row]!] !== 0) continue;
    if (textScores && textScores[textId[row]!] === 0) continue;
    for (let f = 0; f < columns.length; f++) if (allowed[f]![columns[f]![row]!] !== 1) continue rows;
    if (categories !== undefined && (categoryBits[row]! & categories) === 0) continue;
    if (offer !== undefined && (flags[row]! & offer) === 0) continue;
    if (yearRange && (year[row]! < yearRange.min || year[row]! > yearRange.max)) continue;
    if (milesRange && (miles[row]! < milesRange.min || miles[row]! > milesRange.max)) continue;
    if (priceRange && (price[row]! < priceRange.min || price[row]! > priceRange.max)) continue;
    matched[row] = 1;
    count++;
  }
  return { count, matched };
}
