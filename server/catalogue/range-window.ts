import { RANGE_DIMENSIONS, type RangeDimension } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters, Bounds } from './facet-types.ts';
import { emptyRowSet, type RowSet } from './row-set.ts';
import { ASCENDING, firstPosition } from './sort-orders.ts';

/**
 * Past this share of the rows, passing a window's rows (marked in a bit set, then read in row
 * order) costs about what the pass over every row costs. On the bench mix at a million cars, a
 * third, a half and three quarters: a half passed brands with a price band fastest, and three
 * quarters slowed the mileage bands that a half leaves to the full pass (decision 64).
 */
const WIDEST_SHARE = 1 / 2;
// The walks for a range's own bounds start with this many positions and double.
const FIRST_STEP = 256;

/** The positions `from`–`to` of a range column's ascending order: the rows inside its range. */
export interface RangeWindow {
  dimension: RangeDimension;
  order: Uint32Array;
  from: number;
  to: number;
}

/** The narrowest window of the ranges `filters` has, when it is narrow enough to pass alone. */
export function narrowestWindow(index: FacetIndex, filters: ActiveFilters): RangeWindow | undefined {
  let narrowest: RangeWindow | undefined;
  for (const dimension of RANGE_DIMENSIONS) {
    const range = filters.ranges[dimension];
    if (range === undefined) continue;
    const order = index.orders[ASCENDING[dimension]];
    const from = firstPosition(order, index[dimension], range.min, false);
    const to = Math.max(from, firstPosition(order, index[dimension], range.max, true));
    if (narrowest === undefined || to - from < narrowest.to - narrowest.from) narrowest = { dimension, order, from, to };
  }
  return narrowest !== undefined && narrowest.to - narrowest.from <= index.size * WIDEST_SHARE ? narrowest : undefined;
}

/** The window's rows in row order, written into `into` (as long as the index's rows). */
export function windowRows(index: FacetIndex, { order, from, to }: RangeWindow, into: Uint32Array): Uint32Array {
  const marked = emptyRowSet(index.size);
  for (let position = from; position < to; position++) marked[order[position]! >>> 5]! |= 1 << (order[position]! & 31);
  let count = 0;
  for (let word = 0; word < marked.length; word++) {
    for (let bits = marked[word]!; bits !== 0; bits &= bits - 1) into[count++] = (word << 5) | (31 - Math.clz32(bits & -bits));
  }
  return into.subarray(0, count);
}

const lowestSet = (set: RowSet) => {
  for (let word = 0; word < set.length; word++) if (set[word] !== 0) return (word << 5) | (31 - Math.clz32(set[word]! & -set[word]!));
  return -1;
};
const highestSet = (set: RowSet) => {
  for (let word = set.length - 1; word >= 0; word--) if (set[word] !== 0) return (word << 5) | (31 - Math.clz32(set[word]!));
  return -1;
};

/**
 * The range's own bounds: its column's lowest and highest value among the rows that pass every
 * other filter, wherever they are in the order. `passing` answers which of some rows pass them (a
 * bit per row given, by position). The order is walked from each end in chunks that double, so a
 * walk costs about as many rows as it takes to meet a passing one. Past `most` rows from an end
 * without one (other filters that nearly nothing passes), it gives up: undefined.
 */
export function boundsByWalking(index: FacetIndex, { dimension, order }: RangeWindow, passing: (rows: Uint32Array) => RowSet, most: number): Bounds | undefined {
  const column = index[dimension];
  let min = Number.POSITIVE_INFINITY;
  for (let start = 0, step = FIRST_STEP; start < order.length; start += step, step *= 2) {
    if (start >= most) return undefined;
    const chunk = order.subarray(start, start + step);
    const first = lowestSet(passing(chunk));
    if (first >= 0) {
      min = column[chunk[first]!]!;
      break;
    }
  }
  // Nothing passes anywhere: the bounds stay empty, as a pass over every row leaves them.
  if (min === Number.POSITIVE_INFINITY) return { min, max: Number.NEGATIVE_INFINITY };
  for (let end = order.length, step = FIRST_STEP; end > 0; end -= step, step *= 2) {
    if (order.length - end >= most) return undefined;
    const chunk = order.subarray(Math.max(0, end - step), end);
    const last = highestSet(passing(chunk));
    if (last >= 0) return { min, max: column[chunk[last]!]! };
  }
  return undefined;
}
