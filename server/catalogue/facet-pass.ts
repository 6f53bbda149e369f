import { VALUE_DIMENSIONS, dimensionBit, isTrimDimension } from './dimensions.ts';
import { type FacetIndex, trimsToRead } from './facet-index.ts';
import type { ActiveFilters, PassResult, RowCounts } from './facet-types.ts';
import { rangeOnlyPass } from './range-only-pass.ts';
import { passThreads } from './pass-threads.ts';
import { trimFailures } from './trim-failures.ts';
import { filtersOnlyTrims, runTrimPass } from './trim-pass.ts';

/**
 * Filters, counts and facets in one pass over the cars (disjunctive facets, see `passRows`).
 * Dimensions that come with the trim are checked and counted per trim (a few thousand) rather than
 * per car, and when only those are filtered the whole pass runs over per-trim aggregates.
 */
export async function runFacetPass(index: FacetIndex, filters: ActiveFilters, threads = passThreads): Promise<PassResult> {
  const failedByTrim = trimFailures(index, filters);
  if (filtersOnlyTrims(filters)) return runTrimPass(index, failedByTrim);
  // One range and nothing else is answered from that column's order; anything else passes every row.
  return countsByDimension(index, failedByTrim, rangeOnlyPass(index, filters) ?? (await threads.passRows(index, filters, failedByTrim, true)));
}

/**
 * What the row pass counted per trim, turned into counts per option of every dimension. `trims`,
 * when given, are the only trims the pass can have counted (the trims of a few rows passed alone):
 * then only those are read, instead of every trim.
 */
export function countsByDimension(index: FacetIndex, failedByTrim: Uint32Array, rows: RowCounts, trims?: Uint32Array): PassResult {
  const { count, matched, colorCounts, spotCounts, categoryCounts, carsPassing, offerCounts, bounds } = rows;
  const spread = trimsToRead(index, trims);
  const trimCounts = new Uint32Array(index.trimCount);
  for (const trim of spread) if (failedByTrim[trim] === 0) trimCounts[trim] = carsPassing[trim]!;
  // A trim dimension's option gets its trims' matching cars, and those failing that dimension alone.
  const valueCounts = Object.fromEntries(
    VALUE_DIMENSIONS.map((dimension) => {
      if (!isTrimDimension(dimension)) return [dimension, dimension === 'color' ? colorCounts : spotCounts];
      const counts = new Uint32Array(index.lookups[dimension].size);
      const values = index.trimValues[dimension];
      for (const trim of spread) {
        const failed = failedByTrim[trim]!;
        if (failed === 0 || failed === dimensionBit[dimension]) counts[values[trim]!]! += carsPassing[trim]!;
      }
      return [dimension, counts];
    }),
  ) as PassResult['valueCounts'];
  return { count, matched, valueCounts, categoryCounts, trimCounts, offerCounts, bounds };
}
