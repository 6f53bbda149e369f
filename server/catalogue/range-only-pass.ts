import { RANGE_DIMENSIONS, type RangeDimension } from './dimensions.ts';
import { type FacetIndex, GONE_TRIM } from './facet-index.ts';
import type { ActiveFilters, Bounds } from './facet-types.ts';
import { type BlockTallies, RangeTally, type TalliedColumns, retally, talliedColumns, tallyBlocks } from './range-tally.ts';
import { offerCountsOf } from './row-pass.ts';
import { type SortKey, positionIn } from './sort-orders.ts';
import { emptyRowSet, setRow } from './row-set.ts';

/**
 * Positions of an order summed per block: a window costs its two partial blocks, read row by row,
 * and one subtraction of tallies as wide as the trims. About twice the square root of the rows
 * (1,024 at 100,000 cars, 2,048 at a million) keeps both costs, and the tallies' memory, near the
 * square root of the catalogue.
 */
export const blockSizeFor = (rows: number) => Math.min(4096, Math.max(256, 2 ** Math.ceil(Math.log2(2 * Math.sqrt(rows)))));

/** The ascending order of each range column. */
const ASCENDING: Record<RangeDimension, SortKey> = { year: 'year_asc', miles: 'miles_asc', price: 'price_asc' };

interface RangeBlocks extends BlockTallies {
  /** What the sums were taken from: an index with another order or other trims needs new ones. */
  order: Uint32Array;
  trimCount: number;
  /** The columns they were last moved to. */
  columns: TalliedColumns;
}

// Per view of an index (its `trim`: the visitors' or the staff's), per range column. Keyed by an
// array patches share while unchanged, so an index no longer used takes its sums with it.
const blocksByTrim = new WeakMap<Uint32Array, Map<string, RangeBlocks>>();

// Past this many rows whose values changed, the sums are taken anew rather than moved row by row.
const MOST_ROWS_RETALLIED = 256;

/** The rows whose values differ between two sets of columns, or undefined past `most` of them. */
function changedRows(was: TalliedColumns, now: TalliedColumns, most: number): number[] | undefined {
  const rows = new Set<number>();
  for (const name of Object.keys(now) as (keyof TalliedColumns)[]) {
    const [before, after] = [was[name], now[name]];
    // Patches copy a column only when a value in it changes: the same array changed nothing.
    if (before === after) continue;
    if (before.length !== after.length) return undefined;
    for (let row = 0; row < after.length; row++) {
      if (before[row] === after[row]) continue;
      rows.add(row);
      if (rows.size > most) return undefined;
    }
  }
  return [...rows];
}

/**
 * The sums of one range column's order for `index`: those already taken when the order is the same
 * (an edit that moved no car in it, such as a mileage edit for the price order), moved to the few rows
 * the edit changed; otherwise taken anew.
 */
function blocksFor(index: FacetIndex, dimension: RangeDimension, blockSize: number): RangeBlocks {
  let byDimension = blocksByTrim.get(index.trim);
  if (!byDimension) blocksByTrim.set(index.trim, (byDimension = new Map()));
  const key = `${dimension}/${blockSize}`;
  const known = byDimension.get(key);
  const order = index.orders[ASCENDING[dimension]];
  const columns = talliedColumns(index);
  if (known && known.order === order && known.trimCount === index.trimCount) {
    const rows = changedRows(known.columns, columns, MOST_ROWS_RETALLIED);
    if (rows) {
      retally(known, order, known.columns, columns, rows, (row) => Math.floor(positionIn(order, ASCENDING[dimension], row, index) / blockSize));
      known.columns = columns;
      return known;
    }
  }
  const built = { ...tallyBlocks(index, order, blockSize), order, trimCount: index.trimCount, columns };
  byDimension.set(key, built);
  return built;
}

/** The first position of `order` whose value is `> bound` (`strict`) or `>= bound`. */
function firstPosition(order: Uint32Array, column: ArrayLike<number>, bound: number, strict: boolean): number {
  let [low, high] = [0, order.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = column[order[middle]!]!;
    if (strict ? value > bound : value >= bound) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The range column a request filters when it filters nothing else, or undefined. */
function onlyRange(filters: ActiveFilters): RangeDimension | undefined {
  const ranged = RANGE_DIMENSIONS.filter((dimension) => filters.ranges[dimension] !== undefined);
  const nothingElse =
    filters.values.length === 0 &&
    filters.categories === undefined &&
    filters.features === undefined &&
    !filters.featuresImpossible &&
    filters.offer === undefined &&
    filters.statuses === undefined &&
    filters.textScores === undefined;
  return nothingElse && ranged.length === 1 ? ranged[0] : undefined;
}

/** The span of the column over every row of the view: the first and last such row of its order. */
function spanOfAll(index: FacetIndex, order: Uint32Array, column: ArrayLike<number>): Bounds {
  let [first, last] = [0, order.length - 1];
  while (first < order.length && index.trim[order[first]!] === GONE_TRIM) first++;
  while (last >= 0 && index.trim[order[last]!] === GONE_TRIM) last--;
  return first > last ? { min: Infinity, max: -Infinity } : { min: column[order[first]!]!, max: column[order[last]!]! };
}

/**
 * A listing that filters one range column and nothing else (a visitor's first drag of the price
 * slider), answered from that column's ascending order: the matching rows are one window of it,
 * found by two binary searches, and its counts are the difference of two running tallies plus the
 * rows of the window's two partial blocks. Every row fails nothing or only that range, so the
 * range's own bounds span every row of the view. What `passRows` returns, at a fraction of its
 * cost; undefined for any other request.
 */
export function rangeOnlyPass(index: FacetIndex, filters: ActiveFilters, blockSize = blockSizeFor(index.size)) {
  const dimension = onlyRange(filters);
  if (dimension === undefined) return undefined;
  const { min, max } = filters.ranges[dimension]!;
  const order = index.orders[ASCENDING[dimension]];
  const column = index[dimension];
  const from = firstPosition(order, column, min, false);
  const to = Math.max(from, firstPosition(order, column, max, true));
  const blocks = blocksFor(index, dimension, blockSize);
  const tally = new RangeTally(index);
  const [firstWhole, endWhole] = [Math.ceil(from / blockSize), Math.floor(to / blockSize)];
  if (firstWhole < endWhole) {
    tally.addPositions(order, from, firstWhole * blockSize);
    tally.addBlocks(blocks, firstWhole, endWhole);
    tally.addPositions(order, endWhole * blockSize, to);
  } else tally.addPositions(order, from, to);
  // The page's flags: a narrow window's rows marked one by one (each a write at random), a wide
  // one's read in row order, which costs less per row than the random writes.
  const matched = emptyRowSet(index.size);
  const { trim } = index;
  if ((to - from) * 8 < index.size) {
    for (let position = from; position < to; position++) setRow(matched, order[position]!, trim[order[position]!] !== GONE_TRIM);
  } else {
    for (let row = 0; row < index.size; row++) matched[row >>> 5]! |= (+(trim[row] !== GONE_TRIM) & +(column[row]! >= min) & +(column[row]! <= max)) << (row & 31);
  }
  const spans = tally.spans;
  const bounds: Record<RangeDimension, Bounds> = {
    year: { min: spans[0]!, max: spans[1]! },
    miles: { min: spans[2]!, max: spans[3]! },
    price: { min: spans[4]!, max: spans[5]! },
  };
  bounds[dimension] = spanOfAll(index, order, column);
  const { count, carsPassing, colorCounts, spotCounts, categoryCounts, flagCounts } = tally;
  return { count, matched, colorCounts, spotCounts, categoryCounts, carsPassing, offerCounts: offerCountsOf(flagCounts), bounds };
}
