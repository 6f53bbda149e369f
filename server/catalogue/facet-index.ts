import type { IndexedCarRow } from '../db/queries/cars-index.ts';
import { type CatalogueLookups, OFFER_FLAG, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import { type SearchVocabulary, vocabularyBuilder } from './search-vocabulary.ts';
import { type SortOrders, buildSortOrders } from './sort-orders.ts';
import { type TrimAggregates, buildTrimAggregates } from './trim-aggregates.ts';

/**
 * The listed cars as columns: row `i` of every array is one car. Filters, counts and facets run
 * over these in one pass without touching the database; only the page's cars are fetched.
 */
export interface FacetIndex {
  version: number;
  size: number;
  ids: Int32Array;
  values: Record<ValueDimension, Uint16Array>;
  year: Uint16Array;
  miles: Int32Array;
  price: Float64Array;
  /** OFFER_FLAG bits. */
  flags: Uint8Array;
  /** One bit per category, by the category's position in `lookups.categories.rows`. */
  categoryBits: Uint32Array;
  /** Dense trim number per row; features belong to trims, `featureWords` bits per trim. */
  trim: Uint32Array;
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

const valueColumn: Record<ValueDimension, keyof IndexedCarRow> = {
  brand: 'brand_id',
  carModel: 'model_id',
  bodyStyle: 'body_style_id',
  color: 'exterior_color_id',
  transmission: 'transmission_id',
  fuelType: 'fuel_type_id',
  driveTrain: 'drive_train_id',
  curboSpot: 'spot_id',
};

/** Position of each id in `rows`, for bitsets. */
export const bitPositions = (rows: { id: number }[]) => new Map(rows.map((row, position) => [row.id, position]));

export function buildFacetIndex(version: number, rows: IndexedCarRow[], trimFeatures: { trim_id: number; feature_id: number }[], lookups: CatalogueLookups): FacetIndex {
  const size = rows.length;
  // Categories fit one 32-bit word per car; more would need words like features have.
  if (lookups.categories.rows.length > 32) throw new Error('The facet index holds at most 32 categories');
  const categoryBit = bitPositions(lookups.categories.rows);
  const featureBit = bitPositions(lookups.features.rows);
  const featureWords = Math.max(1, Math.ceil(lookups.features.rows.length / 32));
  const trimNumbers = new Map<number, number>();
  const vocabulary = vocabularyBuilder();
  const index = {
    version,
    size,
    ids: new Int32Array(size),
    values: Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, new Uint16Array(size)])) as Record<ValueDimension, Uint16Array>,
    year: new Uint16Array(size),
    miles: new Int32Array(size),
    price: new Float64Array(size),
    flags: new Uint8Array(size),
    categoryBits: new Uint32Array(size),
    trim: new Uint32Array(size),
    textId: new Uint32Array(size),
  };
  rows.forEach((row, i) => {
    index.ids[i] = row.id;
    for (const dimension of VALUE_DIMENSIONS) index.values[dimension][i] = row[valueColumn[dimension]] as number;
    index.year[i] = row.year;
    index.miles[i] = row.mileage;
    index.price[i] = row.price;
    index.flags[i] = (row.has_offer ? OFFER_FLAG.hasOffer : 0) | (row.certified ? OFFER_FLAG.certified : 0) | (row.available ? OFFER_FLAG.available : 0);
    for (const category of row.category_ids) index.categoryBits[i]! |= 1 << (categoryBit.get(category) ?? 0);
    if (!trimNumbers.has(row.trim_id)) trimNumbers.set(row.trim_id, trimNumbers.size);
    index.trim[i] = trimNumbers.get(row.trim_id)!;
    index.textId[i] = vocabulary.textId(row.search_text);
  });
  const trimValues = Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, new Uint16Array(trimNumbers.size)])) as FacetIndex['trimValues'];
  for (let i = 0; i < size; i++) for (const dimension of VALUE_DIMENSIONS) trimValues[dimension][index.trim[i]!] = index.values[dimension][i]!;
  const trimFeatureBits = new Uint32Array(trimNumbers.size * featureWords);
  for (const { trim_id, feature_id } of trimFeatures) {
    const trim = trimNumbers.get(trim_id);
    const bit = featureBit.get(feature_id);
    if (trim === undefined || bit === undefined) continue;
    trimFeatureBits[trim * featureWords + (bit >>> 5)]! |= 1 << (bit & 31);
  }
  const orders = buildSortOrders(rows);
  const { color, curboSpot: spot } = index.values;
  const trimAggregates = buildTrimAggregates({ ...index, color, spot }, trimNumbers.size, lookups.color.size, lookups.curboSpot.size);
  return { ...index, trimFeatureBits, trimValues, trimAggregates, featureWords, trimCount: trimNumbers.size, vocabulary: vocabulary.build(), orders, lookups };
}
