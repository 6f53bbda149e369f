import type { RangeDimension, ValueDimension } from './dimensions.ts';
import type { RowSet } from './row-set.ts';

/** Filters resolved against the index: slugs became ids, bit masks or allowed-value tables. */
export interface ActiveFilters {
  values: { dimension: ValueDimension; allowed: Uint8Array }[];
  /** Any of these category bits (0: an unknown category was asked for, nothing matches). */
  categories?: number;
  /** All of these feature bits; an unknown feature makes `featuresImpossible`. */
  features?: Uint32Array;
  featuresImpossible?: boolean;
  /** Any of these OFFER_FLAG bits. */
  offer?: number;
  /**
   * Any of these STATUS_FLAG bits: the staff's listing only (over `staffView`). A row of another
   * status counts nowhere, since status is no facet of the listing.
   */
  statuses?: number;
  ranges: Partial<Record<RangeDimension, { min: number; max: number }>>;
  /** How well each search text answers the search (see search-match.ts); rows of a 0 are no candidates at all. */
  textScores?: Uint16Array;
}

export interface Bounds {
  min: number;
  max: number;
}

export interface PassResult {
  count: number;
  /** The rows matching every filter. */
  matched: RowSet;
  valueCounts: Record<ValueDimension, Uint32Array>;
  categoryCounts: Uint32Array;
  /** Matching rows per trim, turned into feature counts afterwards (features come with the trim). */
  trimCounts: Uint32Array;
  offerCounts: { withOffer: number; certified: number; available: number };
  bounds: Record<RangeDimension, Bounds>;
}

/** What a pass over rows counts, before trims' counts are spread over the trims' options. */
export interface RowCounts {
  count: number;
  matched: RowSet;
  colorCounts: Uint32Array;
  spotCounts: Uint32Array;
  categoryCounts: Uint32Array;
  /** Rows failing nothing but maybe one of their trim's dimensions, per trim. */
  carsPassing: Uint32Array;
  offerCounts: PassResult['offerCounts'];
  bounds: Record<RangeDimension, Bounds>;
}
