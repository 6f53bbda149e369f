import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters } from './facet-types.ts';
import { passThreads } from './pass-threads.ts';
import { trimFailures } from './trim-failures.ts';
import { filtersOnlyTrims, matchedByTrims } from './trim-pass.ts';
import type { RowSet } from './row-set.ts';

/**
 * The facet pass's filtering alone (the same `passRows`, not counting facets or bounds): for
 * callers that need only which cars match, every request afresh (the car finder).
 */
export async function matchPass(index: FacetIndex, filters: ActiveFilters, threads = passThreads): Promise<{ count: number; matched: RowSet }> {
  const failedByTrim = trimFailures(index, filters);
  if (filtersOnlyTrims(filters)) return matchedByTrims(index, failedByTrim);
  const { count, matched } = await threads.passRows(index, filters, failedByTrim, false);
  return { count, matched };
}
