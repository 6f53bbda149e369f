import { OFFER_FLAG, SOLD_FLAG } from './dimensions.ts';

export const SORT_KEYS = ['relevance', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'miles_asc', 'miles_desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Row numbers of the index in each sort order; a page walks one and keeps the matching rows. */
export type SortOrders = Record<SortKey, Uint32Array>;

/** The columns of the index that orders compare. */
export interface SortColumns {
  ids: Int32Array;
  price: Float64Array;
  year: Uint16Array;
  miles: Int32Array;
  flags: Uint8Array;
  /** Seconds since the epoch; 0 for a car never published. */
  published: Float64Array;
}

type Compare = (a: number, b: number) => number;

/** Total orders over rows (ties end on the car id), so patching an order gives what sorting gives. */
function comparators({ ids, price, year, miles, flags, published }: SortColumns): Record<SortKey, Compare> {
  const statusRank = (row: number) => (flags[row]! & OFFER_FLAG.available ? 0 : flags[row]! & SOLD_FLAG ? 2 : 1);
  // Relevance: cars one can buy now, then the newest listings. Offers and certified cars are not
  // pulled forward: a first page made only of them would make their badges meaningless.
  const relevance: Compare = (a, b) => statusRank(a) - statusRank(b) || published[b]! - published[a]! || ids[b]! - ids[a]!;
  return {
    relevance,
    price_asc: (a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!,
    price_desc: (a, b) => price[b]! - price[a]! || ids[a]! - ids[b]!,
    year_desc: (a, b) => year[b]! - year[a]! || relevance(a, b),
    year_asc: (a, b) => year[a]! - year[b]! || relevance(a, b),
    miles_asc: (a, b) => miles[a]! - miles[b]! || ids[a]! - ids[b]!,
    miles_desc: (a, b) => miles[b]! - miles[a]! || ids[a]! - ids[b]!,
  };
}

/** The columns each order compares: an edit of any other column leaves that order as it was. */
export const COMPARED_COLUMNS: Record<SortKey, readonly (keyof SortColumns)[]> = {
  relevance: ['flags', 'published'],
  price_asc: ['price'],
  price_desc: ['price'],
  year_desc: ['year', 'flags', 'published'],
  year_asc: ['year', 'flags', 'published'],
  miles_asc: ['miles'],
  miles_desc: ['miles'],
};

/** First position in `sorted` whose row does not come before `row`. */
function insertionPoint(sorted: Uint32Array, row: number, compare: Compare): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How `key` orders two rows of `columns`: the comparison its order was sorted by. */
export const rowComparator = (columns: SortColumns, key: SortKey): Compare => comparators(columns)[key];

/** Where `row` stands in `order`, the order of `key` over `columns`: found by its values, as orders are total. */
export function positionIn(order: Uint32Array, key: SortKey, row: number, columns: SortColumns): number {
  return insertionPoint(order, row, rowComparator(columns, key));
}

// Past this many rows to take out, one pass over the order beats a native search per row.
const MOST_ROWS_SEARCHED = 64;

/** `order` without `rows`: runs between them are copied natively. */
function withoutRows(order: Uint32Array, rows: readonly number[]): Uint32Array {
  if (rows.length === 0) return order;
  let positions: number[];
  if (rows.length <= MOST_ROWS_SEARCHED) {
    positions = rows.map((row) => order.indexOf(row)).filter((position) => position >= 0);
  } else {
    const leaving = new Set(rows);
    positions = [];
    for (let position = 0; position < order.length; position++) if (leaving.has(order[position]!)) positions.push(position);
  }
  positions.sort((a, b) => a - b);
  const kept = new Uint32Array(order.length - positions.length);
  let from = 0;
  let to = 0;
  for (const end of [...positions, order.length]) {
    kept.set(order.subarray(from, end), to);
    to += end - from;
    from = end + 1;
  }
  return kept;
}

// Past this many rows to slot in, one merge over the order beats a binary search per row.
const MOST_ROWS_SLOTTED = 256;

/** `sorted` with `rows` slotted in; only the rows added are compared unless they are many. */
function withRows(sorted: Uint32Array, rows: number[], compare: Compare): Uint32Array {
  if (rows.length === 0) return sorted;
  const adding = Uint32Array.from(rows).sort(compare);
  if (sorted.length === 0) return adding;
  const merged = new Uint32Array(sorted.length + adding.length);
  if (adding.length > MOST_ROWS_SLOTTED) {
    let from = 0;
    let position = 0;
    for (const row of adding) {
      while (from < sorted.length && compare(sorted[from]!, row) < 0) merged[position++] = sorted[from++]!;
      merged[position++] = row;
    }
    merged.set(sorted.subarray(from), position);
    return merged;
  }
  let from = 0;
  let position = 0;
  for (const row of adding) {
    const at = insertionPoint(sorted, row, compare);
    merged.set(sorted.subarray(from, at), position);
    position += at - from;
    merged[position++] = row;
    from = at;
  }
  merged.set(sorted.subarray(from), position);
  return merged;
}

/** How the listed rows changed: rows keep their numbers, so the orders need only these. */
export interface OrderChanges {
  /** Rows no longer listed. */
  left: readonly number[];
  /** Rows newly listed (appended, or a car listed again). */
  entered: readonly number[];
  /** Rows listed before and after, with the columns whose values changed. */
  edited: ReadonlyMap<number, ReadonlySet<keyof SortColumns>>;
}

/**
 * The orders of a patched index, over its listed rows: each order takes out the rows that left or
 * whose compared columns changed, and slots the entered and re-placed ones in by binary search. An
 * order no change touches is shared with the previous index, so an edit costs a few copies of the
 * orders it moves in, and a full build sorts every row once.
 */
export function patchSortOrders(previous: SortOrders, changes: OrderChanges, columns: SortColumns): SortOrders {
  const patchOne = (key: SortKey, compare: Compare) => {
    const compared = COMPARED_COLUMNS[key];
    const moved = [...changes.edited].filter(([, changed]) => compared.some((column) => changed.has(column))).map(([row]) => row);
    const order = withRows(withoutRows(previous[key], [...changes.left, ...moved]), [...changes.entered, ...moved], compare);
    return [key, order] as const;
  };
  return Object.fromEntries(Object.entries(comparators(columns)).map(([key, compare]) => patchOne(key as SortKey, compare))) as SortOrders;
}

export const emptySortOrders = (): SortOrders => Object.fromEntries(SORT_KEYS.map((key) => [key, new Uint32Array(0)])) as SortOrders;

/** The contract's sort names; the SPA's default relevance value is '129843R' (SPEC §4); anything else is relevance. */
export function sortKeyOf(sortBy: string | null | undefined): SortKey {
  return (SORT_KEYS as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortKey) : 'relevance';
}
