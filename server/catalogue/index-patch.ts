import type { IndexedCarRow } from '../db/queries/cars-index.ts';
import { type CatalogueLookups, OFFER_FLAG, SOLD_FLAG, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import { bitPositions, emptyFacetIndex, type FacetIndex } from './facet-index.ts';
import { patchVocabulary, textIds } from './search-vocabulary.ts';
import { patchSortOrders } from './sort-orders.ts';
import { buildTrimAggregates } from './trim-aggregates.ts';

export interface TrimFeature {
  trim_id: number;
  feature_id: number;
}

/** Changes read from the feed, with what the database holds now for the cars they named. */
export interface CarChanges {
  version: number;
  /** Every car named: the index drops their rows… */
  carIds: ReadonlySet<number>;
  /** …and adds the current rows of those still listed. */
  rows: IndexedCarRow[];
  /** Every feature of those rows' trims. */
  trimFeatures: TrimFeature[];
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

type Column = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;
const sameKind = <T extends Column>(column: T, length: number): T => new (column.constructor as new (length: number) => T)(length);

/**
 * `column` without the dropped rows (ascending), the rest moved up, with room for `size` rows. Whole
 * runs between dropped rows are copied natively: an element loop here, over a dozen array types,
 * cost a hundred times more.
 */
function keptRows<T extends Column>(column: T, dropped: readonly number[], size: number): T {
  const kept = sameKind(column, size);
  let from = 0;
  let to = 0;
  for (const end of [...dropped, column.length]) {
    kept.set(column.subarray(from, end), to);
    to += end - from;
    from = end + 1;
  }
  return kept;
}

function grown<T extends Column>(column: T, length: number): T {
  const next = sameKind(column, length);
  next.set(column);
  return next;
}

const eachValue = (make: (dimension: ValueDimension) => Uint16Array) =>
  Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, make(dimension)])) as Record<ValueDimension, Uint16Array>;

/**
 * A new index: `index` with the named cars' rows dropped and their current rows appended. Sort
 * orders are merged and the vocabulary touched only where texts came or went, so the work is a few
 * copies of the columns rather than the sorts and the read of a full build. Synchronous, so a
 * request sees either index whole.
 */
export function patchFacetIndex(index: FacetIndex, { version, carIds, rows, trimFeatures }: CarChanges): FacetIndex {
  const { lookups, featureWords } = index;
  const renumbered = new Int32Array(index.size);
  const dropped: number[] = [];
  let kept = 0;
  for (let row = 0; row < index.size; row++) {
    if (carIds.has(index.ids[row]!)) dropped.push(row);
    renumbered[row] = carIds.has(index.ids[row]!) ? -1 : kept++;
  }
  const size = kept + rows.length;
  const keep = <T extends Column>(column: T) => keptRows(column, dropped, size);
  const columns = {
    ids: keep(index.ids),
    values: eachValue((dimension) => keep(index.values[dimension])),
    year: keep(index.year),
    miles: keep(index.miles),
    price: keep(index.price),
    published: keep(index.published),
    flags: keep(index.flags),
    categoryBits: keep(index.categoryBits),
    trim: keep(index.trim),
    textId: keep(index.textId),
  };
  const trimNumbers = rows.some((row) => !index.trimNumbers.has(row.trim_id)) ? new Map(index.trimNumbers) : index.trimNumbers;
  for (const row of rows) if (!trimNumbers.has(row.trim_id)) trimNumbers.set(row.trim_id, trimNumbers.size);
  const trimCount = trimNumbers.size;
  const trimValues = eachValue((dimension) => grown(index.trimValues[dimension], trimCount));
  const known = textIds(index.vocabulary, rows.map((row) => row.search_text));
  const categoryBit = bitPositions(lookups.categories.rows);
  rows.forEach((row, offset) => {
    const at = kept + offset;
    const trim = trimNumbers.get(row.trim_id)!;
    columns.ids[at] = row.id;
    for (const dimension of VALUE_DIMENSIONS) trimValues[dimension][trim] = columns.values[dimension][at] = row[valueColumn[dimension]] as number;
    columns.year[at] = row.year;
    columns.miles[at] = row.mileage;
    columns.price[at] = row.price;
    columns.published[at] = row.published ?? 0;
    columns.flags[at] = (row.has_offer ? OFFER_FLAG.hasOffer : 0) | (row.certified ? OFFER_FLAG.certified : 0) | (row.available ? OFFER_FLAG.available : 0) | (row.sold ? SOLD_FLAG : 0);
    for (const category of row.category_ids) columns.categoryBits[at]! |= 1 << (categoryBit.get(category) ?? 0);
    columns.trim[at] = trim;
    columns.textId[at] = known.ids[offset]!;
  });
  // The appended rows' trims take their features afresh: a trim may have lost some.
  const trimFeatureBits = grown(index.trimFeatureBits, trimCount * featureWords);
  for (const row of rows) trimFeatureBits.fill(0, trimNumbers.get(row.trim_id)! * featureWords, (trimNumbers.get(row.trim_id)! + 1) * featureWords);
  const featureBit = bitPositions(lookups.features.rows);
  for (const { trim_id, feature_id } of trimFeatures) {
    const trim = trimNumbers.get(trim_id);
    const bit = featureBit.get(feature_id);
    if (trim === undefined || bit === undefined) continue;
    trimFeatureBits[trim * featureWords + (bit >>> 5)]! |= 1 << (bit & 31);
  }
  const { color, curboSpot: spot } = columns.values;
  return {
    ...columns,
    version,
    size,
    trimNumbers,
    trimFeatureBits,
    trimValues,
    trimAggregates: buildTrimAggregates({ ...columns, size, color, spot }, trimCount, lookups.color.size, lookups.curboSpot.size),
    featureWords,
    trimCount,
    vocabulary: patchVocabulary(index.vocabulary, known, columns.textId),
    orders: patchSortOrders(index.orders, renumbered, kept, columns),
    lookups,
  };
}

/** A full build is the empty index patched with every listed car. */
export function buildFacetIndex(version: number, rows: IndexedCarRow[], trimFeatures: TrimFeature[], lookups: CatalogueLookups): FacetIndex {
  return patchFacetIndex(emptyFacetIndex(lookups), { version, carIds: new Set(), rows, trimFeatures });
}
