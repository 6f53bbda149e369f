import type { IndexedCarRow } from '../db/queries/cars-index.ts';
import { type Column, ColumnWriter, grown } from './column-writer.ts';
import { type CatalogueLookups, OFFER_FLAG, STATUS_FLAG, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import { bitPositions, emptyFacetIndex, type FacetIndex, GONE_TRIM, withSharedPassColumns } from './facet-index.ts';
import { isListed } from './public-statuses.ts';
import { patchVocabulary, textIds } from './search-vocabulary.ts';
import { patchSortOrders, type SortColumns } from './sort-orders.ts';
import { patchTrimAggregates } from './trim-aggregates.ts';

export interface TrimFeature {
  trim_id: number;
  feature_id: number;
}

/** Changes read from the feed, with what the database holds now for the cars they named. */
export interface CarChanges {
  version: number;
  /** Every car named: those not in `rows` are gone from the database… */
  carIds: ReadonlySet<number>;
  /** …and these, the current rows of the others, whatever their status, are written to their rows. */
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

const eachValue = <T>(make: (dimension: ValueDimension) => T) => Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, make(dimension)])) as Record<ValueDimension, T>;

const SORTED_COLUMNS = ['year', 'miles', 'price', 'published', 'flags'] as const;

const flagsOf = (row: IndexedCarRow) => (row.has_offer ? OFFER_FLAG.hasOffer : 0) | (row.certified ? OFFER_FLAG.certified : 0) | STATUS_FLAG[row.status];

/** Where each named car goes: its row (kept, or a new one appended), or out of the index when deleted. */
function placeCars(index: FacetIndex, { carIds, rows }: CarChanges) {
  const rowOf = (id: number) => (id < index.rowOfId.length ? index.rowOfId[id]! : -1);
  let size = index.size;
  const placed = rows.map((car) => {
    const row = rowOf(car.id);
    return { row: row >= 0 ? row : size++, car, listed: isListed(car) };
  });
  const gone: number[] = [];
  if (carIds.size > 0) {
    const stillThere = new Set(rows.map((row) => row.id));
    for (const id of carIds) {
      const row = rowOf(id);
      if (!stillThere.has(id) && row >= 0 && index.ownTrim[row] !== GONE_TRIM) gone.push(row);
    }
  }
  return { placed, gone, size };
}

function trimNumbersWith(index: FacetIndex, rows: readonly IndexedCarRow[]): Map<number, number> {
  if (rows.every((row) => index.trimNumbers.has(row.trim_id))) return index.trimNumbers;
  const trimNumbers = new Map(index.trimNumbers);
  // Numbers after GONE_TRIM, which no trim id has.
  for (const row of rows) if (!trimNumbers.has(row.trim_id)) trimNumbers.set(row.trim_id, trimNumbers.size + GONE_TRIM + 1);
  return trimNumbers;
}

function rowOfIdWith(index: FacetIndex, placed: readonly { row: number; car: IndexedCarRow }[]): Int32Array {
  const appended = placed.filter(({ row }) => row >= index.size);
  if (appended.length === 0) return index.rowOfId;
  const largest = appended.reduce((most, { car }) => Math.max(most, car.id), index.rowOfId.length - 1);
  const rowOfId = new Int32Array(largest + 1).fill(-1);
  rowOfId.set(index.rowOfId);
  for (const { row, car } of appended) rowOfId[car.id] = row;
  return rowOfId;
}

/**
 * A new index: `index` with the named cars' rows written afresh, new rows appended for cars it did
 * not have, and the rows of cars deleted moved to `GONE_TRIM`. A car every visitor may see has its
 * trim in `trim`; a hidden one (NOT_AVAILABLE, TO_REVIEW) has `GONE_TRIM` there, which every public
 * filter fails, and its trim only in `ownTrim`, which the staff's listing reads. Rows keep their
 * numbers, so only the columns whose values changed are copied (copy-on-write), only the sort orders
 * that compare them are patched (they hold every car not deleted), and the trim aggregates and the
 * vocabulary move by the shares of public rows: an edit costs milliseconds at a million cars.
 * Synchronous, so a request sees either index whole.
 */
export function patchFacetIndex(index: FacetIndex, changes: CarChanges): FacetIndex {
  const { lookups, featureWords } = index;
  const { placed, gone, size } = placeCars(index, changes);
  const trimNumbers = trimNumbersWith(index, placed.map(({ car }) => car));
  const trimCount = trimNumbers.size + GONE_TRIM + 1;
  const write = <T extends Column>(column: T) => new ColumnWriter(column, size);
  const columns = {
    ids: write(index.ids),
    values: eachValue((dimension) => write(index.values[dimension])),
    year: write(index.year),
    miles: write(index.miles),
    price: write(index.price),
    published: write(index.published),
    flags: write(index.flags),
    categoryBits: write(index.categoryBits),
    trim: write(index.trim),
    ownTrim: write(index.ownTrim),
    textId: write(index.textId),
  };
  const trimValues = eachValue((dimension) => grown(index.trimValues[dimension], trimCount));
  const known = textIds(index.vocabulary, placed.map(({ car }) => car.search_text));
  const categoryBit = bitPositions(lookups.categories.rows);
  const wasListed = (row: number) => row < index.size && index.trim[row] !== GONE_TRIM;
  const wasKept = (row: number) => row < index.size && index.ownTrim[row] !== GONE_TRIM;
  const edited = new Map<number, Set<keyof SortColumns>>();
  const entered: number[] = [];
  // Public rows before and after, for the shares of the trim aggregates and the vocabulary.
  const listedBefore = gone.filter(wasListed);
  const listedAfter: number[] = [];
  placed.forEach(({ row, car, listed }, offset) => {
    const trim = trimNumbers.get(car.trim_id)!;
    let categoryBits = 0;
    for (const category of car.category_ids) categoryBits |= 1 << (categoryBit.get(category) ?? 0);
    columns.ids.set(row, car.id);
    for (const dimension of VALUE_DIMENSIONS) {
      const value = car[valueColumn[dimension]] as number;
      trimValues[dimension][trim] = value;
      columns.values[dimension].set(row, value);
    }
    columns.categoryBits.set(row, categoryBits);
    columns.trim.set(row, listed ? trim : GONE_TRIM);
    columns.ownTrim.set(row, trim);
    columns.textId.set(row, known.ids[offset]!);
    if (wasListed(row)) listedBefore.push(row);
    if (listed) listedAfter.push(row);
    const sorted = { year: car.year, miles: car.mileage, price: car.price, published: car.published ?? 0, flags: flagsOf(car) };
    if (wasKept(row)) {
      // A row already in the orders moves only in those that compare a column whose value changed.
      const changed = new Set<keyof SortColumns>();
      for (const name of SORTED_COLUMNS) if (columns[name].get(row) !== sorted[name]) changed.add(name);
      edited.set(row, changed);
    } else entered.push(row);
    for (const name of SORTED_COLUMNS) columns[name].set(row, sorted[name]);
  });
  for (const row of gone) {
    columns.trim.set(row, GONE_TRIM);
    columns.ownTrim.set(row, GONE_TRIM);
  }
  // The placed rows' trims take their features afresh: a trim may have lost some.
  const trimFeatureBits = grown(index.trimFeatureBits, trimCount * featureWords);
  for (const { car } of placed) trimFeatureBits.fill(0, trimNumbers.get(car.trim_id)! * featureWords, (trimNumbers.get(car.trim_id)! + 1) * featureWords);
  const featureBit = bitPositions(lookups.features.rows);
  for (const { trim_id, feature_id } of changes.trimFeatures) {
    const trim = trimNumbers.get(trim_id);
    const bit = featureBit.get(feature_id);
    if (trim === undefined || bit === undefined) continue;
    trimFeatureBits[trim * featureWords + (bit >>> 5)]! |= 1 << (bit & 31);
  }
  const after = {
    ids: columns.ids.column,
    values: eachValue((dimension) => columns.values[dimension].column),
    year: columns.year.column,
    miles: columns.miles.column,
    price: columns.price.column,
    published: columns.published.column,
    flags: columns.flags.column,
    categoryBits: columns.categoryBits.column,
    trim: columns.trim.column,
    ownTrim: columns.ownTrim.column,
    textId: columns.textId.column,
  };
  const aggregated = (source: typeof after) => ({ ...source, size: source.ids.length, color: source.values.color, spot: source.values.curboSpot });
  return {
    ...after,
    version: changes.version,
    size,
    listed: index.listed + listedAfter.length - listedBefore.length,
    kept: index.kept + entered.length - gone.length,
    rowOfId: rowOfIdWith(index, placed),
    trimNumbers,
    trimFeatureBits,
    trimValues,
    trimAggregates: patchTrimAggregates(index.trimAggregates, trimCount, { before: aggregated(index), after: aggregated(after), left: listedBefore, entered: listedAfter }),
    featureWords,
    trimCount,
    vocabulary: patchVocabulary(index.vocabulary, known, listedBefore.map((row) => index.textId[row]!), listedAfter.map((row) => after.textId[row]!)),
    orders: patchSortOrders(index.orders, { left: gone, entered, edited }, after),
    lookups,
  };
}

/** The rows of `carIds` in `index`, a patch that named them (a car created and deleted between two patches has none). */
export function rowsOfCars(index: FacetIndex, carIds: Iterable<number>): Uint32Array {
  const rows: number[] = [];
  for (const id of carIds) if (id < index.rowOfId.length && index.rowOfId[id]! >= 0) rows.push(index.rowOfId[id]!);
  return Uint32Array.from(rows);
}

/** A full build is the empty index patched with every listed car. */
export function buildFacetIndex(version: number, rows: IndexedCarRow[], trimFeatures: TrimFeature[], lookups: CatalogueLookups): FacetIndex {
  return withSharedPassColumns(patchFacetIndex(emptyFacetIndex(lookups), { version, carIds: new Set(), rows, trimFeatures }));
}
