import type { IndexedCarRow } from '../db/queries/cars-index.ts';

export const SORT_KEYS = ['relevance', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'miles_asc', 'miles_desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Row numbers of the index in each sort order; a page walks one and keeps the matching rows. */
export type SortOrders = Record<SortKey, Uint32Array>;

type Compare = (a: IndexedCarRow, b: IndexedCarRow) => number;

const statusRank = (row: IndexedCarRow) => (row.available ? 0 : row.sold ? 2 : 1);
// Relevance: cars one can buy now, then the newest listings. Offers and certified cars are not
// pulled forward: a first page made only of them would make their badges meaningless.
const relevance: Compare = (a, b) => statusRank(a) - statusRank(b) || (b.published ?? 0) - (a.published ?? 0) || b.id - a.id;

const comparators: Record<SortKey, Compare> = {
  relevance,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
  year_desc: (a, b) => b.year - a.year || relevance(a, b),
  year_asc: (a, b) => a.year - b.year || relevance(a, b),
  miles_asc: (a, b) => a.mileage - b.mileage || a.id - b.id,
  miles_desc: (a, b) => b.mileage - a.mileage || a.id - b.id,
};

export function buildSortOrders(rows: IndexedCarRow[]): SortOrders {
  const positions = rows.map((_, position) => position);
  const order = (compare: Compare) => Uint32Array.from([...positions].sort((a, b) => compare(rows[a]!, rows[b]!)));
  return Object.fromEntries(Object.entries(comparators).map(([key, compare]) => [key, order(compare)])) as SortOrders;
}

/** The contract's sort names; the SPA's default relevance value is '129843R' (SPEC §4); anything else is relevance. */
export function sortKeyOf(sortBy: string | null | undefined): SortKey {
  return (SORT_KEYS as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortKey) : 'relevance';
}
