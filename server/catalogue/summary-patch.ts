import { RANGE_DIMENSIONS, VALUE_DIMENSIONS } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import { countsByDimension } from './facet-pass.ts';
import type { Bounds, PassResult, RowCounts } from './facet-types.ts';
import { resolveFilters } from './resolve-filters.ts';
import { passRows } from './row-pass.ts';
import { type Summary, summaryOfPass, viewFor } from './summary.ts';
import { trimFailures } from './trim-failures.ts';
import { emptyRowSet, hasRow, setRow } from './row-set.ts';

/**
 * What `rows` of `index` add to the summary of `summary.request` there: as the row pass counts it
 * (`counted`), and spread over every dimension's options (`spread`, asked for only when it counts).
 */
function shareOf(index: FacetIndex, summary: Summary, rows: Uint32Array) {
  const view = viewFor(index, summary.request);
  const filters = resolveFilters(index, summary.request, summary.textScores);
  // Only the rows' own trims can count: those alone are checked and spread over their options.
  const trims = Uint32Array.from(new Set(Array.from(rows, (row) => view.trim[row]!)));
  const failedByTrim = trimFailures(view, filters, trims);
  const counted = passRows(view, filters, failedByTrim, true, { only: rows });
  return { counted, spread: () => countsByDimension(view, failedByTrim, counted, trims) };
}

const allZero = (counts: Uint32Array) => {
  for (let at = 0; at < counts.length; at++) if (counts[at] !== 0) return false;
  return true;
};

/** Whether the rows passed neither match nor count in any facet or bound (most rows, for most filters). */
const countsNothing = ({ count, colorCounts, spotCounts, categoryCounts, carsPassing, offerCounts, bounds }: RowCounts) =>
  count === 0 &&
  offerCounts.withOffer + offerCounts.certified + offerCounts.available === 0 &&
  [colorCounts, spotCounts, categoryCounts, carsPassing].every(allZero) &&
  RANGE_DIMENSIONS.every((dimension) => bounds[dimension].min === Number.POSITIVE_INFINITY && bounds[dimension].max === Number.NEGATIVE_INFINITY);

const sameArrays = (a: Uint32Array, b: Uint32Array) => {
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return false;
  return true;
};

function sameCounts(a: PassResult, b: PassResult): boolean {
  const offers = (['withOffer', 'certified', 'available'] as const).every((key) => a.offerCounts[key] === b.offerCounts[key]);
  return (
    a.count === b.count &&
    offers &&
    sameArrays(a.categoryCounts, b.categoryCounts) &&
    sameArrays(a.trimCounts, b.trimCounts) &&
    VALUE_DIMENSIONS.every((dimension) => sameArrays(a.valueCounts[dimension], b.valueCounts[dimension]))
  );
}

/** `counts` less `left`'s share plus `entered`'s, as long as `entered`'s own length (trims may be added). */
function moved(counts: Uint32Array, left: Uint32Array, entered: Uint32Array): Uint32Array {
  const result = new Uint32Array(entered.length);
  result.set(counts.subarray(0, entered.length));
  for (let at = 0; at < left.length; at++) result[at]! -= left[at]!;
  for (let at = 0; at < entered.length; at++) result[at]! += entered[at]!;
  return result;
}

/**
 * A range's bounds with the edited rows' old shares out and new ones in; undefined when a bound
 * may have left with them (a row held it before and none of them holds it now): only a pass over
 * every row can say which row holds it now.
 */
function movedBounds(bounds: Bounds, left: Bounds, entered: Bounds): Bounds | undefined {
  if (left.min <= bounds.min && entered.min > bounds.min) return undefined;
  if (left.max >= bounds.max && entered.max < bounds.max) return undefined;
  return { min: Math.min(bounds.min, entered.min), max: Math.max(bounds.max, entered.max) };
}

/**
 * The summary `summary` of `before` as it is for `after`, a patch of it that wrote `rows` (every
 * row whose car changed, in `after`'s numbering): its counts less the rows' shares in `before`
 * plus their shares in `after`, their match flags rewritten. Every other row is the same in both
 * indexes, so only these rows are passed instead of every car (decision 56). A trim's features
 * change for every car of it, and the change feed names them all, as the patch itself relies on.
 * Undefined when a range's bound may have left with the rows: only a pass over every row can say
 * which row holds it now. Returns `summary` itself when nothing it holds moved.
 */
export function patchSummary(before: FacetIndex, after: FacetIndex, rows: Uint32Array, summary: Summary): Summary | undefined {
  if (before.lookups !== after.lookups) return undefined;
  const leftShare = shareOf(before, summary, rows.filter((row) => row < before.size));
  const enteredShare = shareOf(after, summary, rows);
  if (before.size === after.size && countsNothing(leftShare.counted) && countsNothing(enteredShare.counted)) return summary;
  const [left, entered] = [leftShare.spread(), enteredShare.spread()];

  const pass = summary.pass;
  let matched = pass.matched;
  const wasMatched = (row: number) => row < before.size && hasRow(pass.matched, row);
  const touched = rows.some((row, at) => wasMatched(row) || hasRow(entered.matched, at));
  if (before.size !== after.size || rows.some((row, at) => wasMatched(row) !== hasRow(entered.matched, at))) {
    matched = emptyRowSet(after.size);
    matched.set(pass.matched);
    rows.forEach((row, at) => setRow(matched, row, hasRow(entered.matched, at)));
  }

  const bounds = {} as PassResult['bounds'];
  for (const dimension of RANGE_DIMENSIONS) {
    const range = movedBounds(pass.bounds[dimension], left.bounds[dimension], entered.bounds[dimension]);
    if (!range) return undefined;
    bounds[dimension] = range;
  }
  const boundsKept = RANGE_DIMENSIONS.every((dimension) => bounds[dimension].min === pass.bounds[dimension].min && bounds[dimension].max === pass.bounds[dimension].max);

  // Feature counts are read from the trims' features when the facets are made.
  const featuresKept = sameArrays(before.trimFeatureBits, after.trimFeatureBits);
  if (sameCounts(left, entered) && boundsKept && featuresKept) {
    if (matched === pass.matched && !touched) return summary;
    // A matched row may have moved in the listing's order, which breaks the search rank's ties.
    return { ...summary, pass: { ...pass, matched }, ranked: undefined };
  }
  const movedPass: PassResult = {
    count: pass.count - left.count + entered.count,
    matched,
    valueCounts: Object.fromEntries(
      VALUE_DIMENSIONS.map((dimension) => [dimension, moved(pass.valueCounts[dimension], left.valueCounts[dimension], entered.valueCounts[dimension])]),
    ) as PassResult['valueCounts'],
    categoryCounts: moved(pass.categoryCounts, left.categoryCounts, entered.categoryCounts),
    trimCounts: moved(pass.trimCounts, left.trimCounts, entered.trimCounts),
    offerCounts: {
      withOffer: pass.offerCounts.withOffer - left.offerCounts.withOffer + entered.offerCounts.withOffer,
      certified: pass.offerCounts.certified - left.offerCounts.certified + entered.offerCounts.certified,
      available: pass.offerCounts.available - left.offerCounts.available + entered.offerCounts.available,
    },
    bounds,
  };
  return summaryOfPass(after, summary.request, movedPass, summary.textScores);
}
