import { type Column, inSharedMemory } from './column-writer.ts';
import { type CatalogueLookups, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import { type SearchVocabulary, emptyVocabulary } from './search-vocabulary.ts';
import { type SortOrders, emptySortOrders } from './sort-orders.ts';
import { type TrimAggregates, emptyTrimAggregates } from './trim-aggregates.ts';

/**
 * The cars as columns: row `i` of every array is one car. Filters, counts and facets run over these
 * in one pass without touching the database; only the page's cars are fetched. An index is never
 * changed once built: a patch makes a new one (see index-patch.ts), so a request that holds an
 * index across an await reads one consistent catalogue.
 *
 * Visitors' listings read `trim`, where a hidden car (not a public status) is under `GONE_TRIM`,
 * which every filter fails; the staff's listing reads `ownTrim`, every car's trim (see `staffView`).
 * A car keeps its row until the next full build, a deleted one under `GONE_TRIM` in both.
 */
export interface FacetIndex {
  /** The catalogue version (migration 0019) whose changes this index has applied. */
  version: number;
  /** Rows, those of cars gone included. */
  size: number;
  /** Listed cars: rows whose `trim` is not `GONE_TRIM`. */
  listed: number;
  /** Cars not deleted, whatever their status: rows whose `ownTrim` is not `GONE_TRIM`. */
  kept: number;
  ids: Int32Array;
  /** Car id → its row, -1 for a car without one. */
  rowOfId: Int32Array;
  values: Record<ValueDimension, Uint16Array>;
  year: Uint16Array;
  miles: Int32Array;
  price: Float64Array;
  /** Seconds since the epoch, 0 if never published: the relevance order's second key. */
  published: Float64Array;
  /** OFFER_FLAG bits, and the car's status as a STATUS_FLAG bit. */
  flags: Uint8Array;
  /** One bit per category, by the category's position in `lookups.categories.rows`. */
  categoryBits: Uint32Array;
  /** Dense trim number per row (`GONE_TRIM` for a car gone); features belong to trims, `featureWords` bits per trim. */
  trim: Uint32Array;
  /** Dense trim number per row whatever the car's status (`GONE_TRIM` only for a car deleted). */
  ownTrim: Uint32Array;
  /** Trim id → trim number. Patches only add trims; a trim whose cars all left counts zero. */
  trimNumbers: Map<number, number>;
  trimFeatureBits: Uint32Array;
  /** Per trim, its value in each value dimension (meaningful for TRIM_DIMENSIONS only). */
  trimValues: Record<ValueDimension, Uint16Array>;
  trimAggregates: TrimAggregates;
  featureWords: number;
  trimCount: number;
  textId: Uint32Array;
  vocabulary: SearchVocabulary;
  orders: SortOrders;
  lookups: CatalogueLookups;
}

/** The trim number of rows whose car left the catalogue: it has no trim id, and every filter fails it. */
export const GONE_TRIM = 0;

/** `trims` when given (the trims of a few rows passed alone), else every trim of `index`. */
export function trimsToRead(index: FacetIndex, trims?: Uint32Array): Uint32Array {
  if (trims) return trims;
  const every = new Uint32Array(index.trimCount);
  for (let trim = 0; trim < every.length; trim++) every[trim] = trim;
  return every;
}

/** Position of each id in `rows`, for bitsets. */
export const bitPositions = (rows: { id: number }[]) => new Map(rows.map((row, position) => [row.id, position]));

/** An index of no cars over `lookups`: a full build is this index patched with every listed car. */
export function emptyFacetIndex(lookups: CatalogueLookups): FacetIndex {
  // Categories fit one 32-bit word per car; more would need words like features have.
  if (lookups.categories.rows.length > 32) throw new Error('The facet index holds at most 32 categories');
  const featureWords = Math.max(1, Math.ceil(lookups.features.rows.length / 32));
  // Trim number 0 is GONE_TRIM from the start.
  const trimCount = GONE_TRIM + 1;
  const noValues = (length: number) => Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, new Uint16Array(length)])) as Record<ValueDimension, Uint16Array>;
  return {
    version: 0,
    size: 0,
    listed: 0,
    kept: 0,
    ids: new Int32Array(0),
    rowOfId: new Int32Array(0),
    values: noValues(0),
    year: new Uint16Array(0),
    miles: new Int32Array(0),
    price: new Float64Array(0),
    published: new Float64Array(0),
    flags: new Uint8Array(0),
    categoryBits: new Uint32Array(0),
    trim: new Uint32Array(0),
    ownTrim: new Uint32Array(0),
    trimNumbers: new Map(),
    trimFeatureBits: new Uint32Array(trimCount * featureWords),
    trimValues: noValues(trimCount),
    trimAggregates: emptyTrimAggregates(trimCount, lookups.color.size, lookups.curboSpot.size),
    featureWords,
    trimCount,
    textId: new Uint32Array(0),
    vocabulary: emptyVocabulary(),
    orders: emptySortOrders(),
    lookups,
  };
}

/**
 * The columns a pass over rows reads (`ownTrim` as the staff's `trim`), and the value dimensions a
 * car has of its own: what the worker thread that passes part of the rows gets (pass-threads.ts).
 */
export const PASS_COLUMNS = ['trim', 'ownTrim', 'textId', 'categoryBits', 'flags', 'year', 'miles', 'price'] as const;
export const PASS_VALUES = ['color', 'curboSpot'] as const satisfies readonly ValueDimension[];

/**
 * `index` with its `PASS_COLUMNS` and `PASS_VALUES` in shared memory; a patch's copies of them stay
 * there (column-writer.ts). Taken once a build is done: the build copies its columns as they grow,
 * and that garbage is better left in this thread's memory, which its garbage collector weighs and
 * frees sooner.
 */
export function withSharedPassColumns(index: FacetIndex): FacetIndex {
  const shared = <T extends object>(source: T, names: readonly (keyof T)[]) => Object.fromEntries(names.map((name) => [name, inSharedMemory(source[name] as Column)]));
  return { ...index, ...shared(index, PASS_COLUMNS), values: { ...index.values, ...shared(index.values, PASS_VALUES) } };
}

/**
 * The index as the staff's listing reads it: every car not deleted under its own trim, so hidden
 * cars pass the filters too and a status filter (`ActiveFilters.statuses`) picks among them. The
 * trim aggregates count public cars only, so such a listing always takes the pass over rows.
 */
export const staffView = (index: FacetIndex): FacetIndex => ({ ...index, trim: index.ownTrim, listed: index.kept });
