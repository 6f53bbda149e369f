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

/**
 * The orders of a patched index: the kept rows keep their relative order under their new numbers
 * (`renumbered[old]`, -1 for a dropped row) and the rows from `firstAdded` on are sorted and slotted
 * in by binary search. Only the added rows are compared: a few per edit, every row when building.
 */
export function patchSortOrders(previous: SortOrders, renumbered: Int32Array, firstAdded: number, columns: SortColumns): SortOrders {
  const size = columns.ids.length;
  const added = Array.from({ length: size - firstAdded }, (_, offset) => firstAdded + offset);
  const patchOne = (key: SortKey, compare: Compare) => {
    const kept = new Uint32Array(firstAdded);
    let keptCount = 0;
    const order = previous[key];
    for (let position = 0; position < order.length; position++) {
      const row = renumbered[order[position]!]!;
      if (row >= 0) kept[keptCount++] = row;
    }
    const merged = new Uint32Array(size);
    let from = 0;
    let position = 0;
    for (const row of added.sort(compare)) {
      const at = insertionPoint(kept, row, compare);
      merged.set(kept.subarray(from, at), position);
      position += at - from;
      merged[position++] = row;
      from = at;
    }
    merged.set(kept.subarray(from), position);
    return [key, merged] as const;
  };
  return Object.fromEntries(Object.entries(comparators(columns)).map(([key, compare]) => patchOne(key as SortKey, compare))) as SortOrders;
}

export const emptySortOrders = (): SortOrders => Object.fromEntries(SORT_KEYS.map((key) => [key, new Uint32Array(0)])) as SortOrders;

/** The contract's sort names; the SPA's default relevance value is '129843R' (SPEC §4); anything else is relevance. */
export function sortKeyOf(sortBy: string | null | undefined): SortKey {
  return (SORT_KEYS as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortKey) : 'relevance';
}
