import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters } from './facet-types.ts';
import { PASSES, fillRowStates, trimStates } from './row-states.ts';
import { trimFailures } from './trim-failures.ts';
import { filtersOnlyTrims, matchedByTrims } from './trim-pass.ts';

/**
 * The facet pass's filtering alone (the same `fillRowStates`), without counting facets or bounds: for
 * callers that need only which cars match, every request afresh (the car finder).
 */
export function matchPass(index: FacetIndex, filters: ActiveFilters): { count: number; matched: Uint8Array } {
  const failedByTrim = trimFailures(index, filters);
  if (filtersOnlyTrims(filters)) return matchedByTrims(index, failedByTrim);
  const matched = new Uint8Array(index.size);
  fillRowStates(matched, index, filters, trimStates(failedByTrim));
  let count = 0;
  for (let row = 0; row < matched.length; row++) {
    const passes = +(matched[row] === PASSES);
    matched[row] = passes;
    count += passes;
  }
  return { count, matched };
}
