import { OFFER_FLAG } from './dimensions.ts';

/** Per trim, what its cars contribute to facets and bounds, for requests that filter only on trim facts. */
export interface TrimAggregates {
  cars: Uint32Array;
  /** trim × colour id, trim × spot id, trim × category bit. */
  colors: Uint32Array;
  spots: Uint32Array;
  categories: Uint32Array;
  withOffer: Uint32Array;
  certified: Uint32Array;
  available: Uint32Array;
  /** [min, max] per trim, interleaved. */
  year: Float64Array;
  miles: Float64Array;
  price: Float64Array;
  colorSize: number;
  spotSize: number;
}

/** The columns of the index that aggregates read. */
export interface AggregatedColumns {
  size: number;
  trim: Uint32Array;
  color: Uint16Array;
  spot: Uint16Array;
  categoryBits: Uint32Array;
  flags: Uint8Array;
  year: Uint16Array;
  miles: Int32Array;
  price: Float64Array;
}

const noSpan = (span: Float64Array, trim: number) => {
  span[trim * 2] = Infinity;
  span[trim * 2 + 1] = -Infinity;
};
const widen = (span: Float64Array, trim: number, value: number) => {
  span[trim * 2] = Math.min(span[trim * 2]!, value);
  span[trim * 2 + 1] = Math.max(span[trim * 2 + 1]!, value);
};
const grownCounts = (counts: Uint32Array, length: number) => {
  const next = new Uint32Array(length);
  next.set(counts.subarray(0, Math.min(length, counts.length)));
  return next;
};
const grownSpans = (spans: Float64Array, trimCount: number) => {
  const next = new Float64Array(trimCount * 2);
  next.set(spans.subarray(0, Math.min(next.length, spans.length)));
  for (let trim = spans.length / 2; trim < trimCount; trim++) noSpan(next, trim);
  return next;
};

export const emptyTrimAggregates = (trimCount: number, colorSize: number, spotSize: number): TrimAggregates =>
  patchTrimAggregates(
    { cars: new Uint32Array(0), colors: new Uint32Array(0), spots: new Uint32Array(0), categories: new Uint32Array(0), withOffer: new Uint32Array(0), certified: new Uint32Array(0), available: new Uint32Array(0), year: new Float64Array(0), miles: new Float64Array(0), price: new Float64Array(0), colorSize, spotSize },
    trimCount,
    { before: undefined, after: undefined, left: [], entered: [] },
  );

/** Rows that stopped counting for their trim (read in `before`) and rows that started (in `after`). */
export interface AggregateChanges {
  before: AggregatedColumns | undefined;
  after: AggregatedColumns | undefined;
  left: readonly number[];
  entered: readonly number[];
}

/** Adds (+1) or takes away (-1) one row's share of its trim's counts. */
function count(aggregates: TrimAggregates, columns: AggregatedColumns, row: number, sign: 1 | -1): void {
  const { colorSize, spotSize } = aggregates;
  const trim = columns.trim[row]!;
  aggregates.cars[trim]! += sign;
  aggregates.colors[trim * colorSize + columns.color[row]!]! += sign;
  aggregates.spots[trim * spotSize + columns.spot[row]!]! += sign;
  for (let bits = columns.categoryBits[row]!; bits !== 0; bits &= bits - 1) aggregates.categories[trim * 32 + 31 - Math.clz32(bits & -bits)]! += sign;
  if (columns.flags[row]! & OFFER_FLAG.hasOffer) aggregates.withOffer[trim]! += sign;
  if (columns.flags[row]! & OFFER_FLAG.certified) aggregates.certified[trim]! += sign;
  if (columns.flags[row]! & OFFER_FLAG.available) aggregates.available[trim]! += sign;
}

function widenBy(aggregates: TrimAggregates, columns: AggregatedColumns, row: number): void {
  const trim = columns.trim[row]!;
  widen(aggregates.year, trim, columns.year[row]!);
  widen(aggregates.miles, trim, columns.miles[row]!);
  widen(aggregates.price, trim, columns.price[row]!);
}

/**
 * The aggregates after rows left and entered (an edited row does both): counts move by the rows'
 * shares; a trim that lost a row has its spans measured again over its cars (a minimum cannot be
 * taken away), one pass over the trim column; spans of the others only widen. A new object: the
 * previous index keeps answering with its own.
 */
export function patchTrimAggregates(previous: TrimAggregates, trimCount: number, changes: AggregateChanges): TrimAggregates {
  const { colorSize, spotSize } = previous;
  const aggregates: TrimAggregates = {
    cars: grownCounts(previous.cars, trimCount),
    colors: grownCounts(previous.colors, trimCount * colorSize),
    spots: grownCounts(previous.spots, trimCount * spotSize),
    categories: grownCounts(previous.categories, trimCount * 32),
    withOffer: grownCounts(previous.withOffer, trimCount),
    certified: grownCounts(previous.certified, trimCount),
    available: grownCounts(previous.available, trimCount),
    year: grownSpans(previous.year, trimCount),
    miles: grownSpans(previous.miles, trimCount),
    price: grownSpans(previous.price, trimCount),
    colorSize,
    spotSize,
  };
  const { before, after } = changes;
  const shrunk = new Uint8Array(trimCount);
  let anyShrunk = false;
  if (before) {
    for (const row of changes.left) {
      count(aggregates, before, row, -1);
      shrunk[before.trim[row]!] = 1;
      anyShrunk = true;
    }
  }
  if (after) {
    for (const row of changes.entered) count(aggregates, after, row, 1);
    if (anyShrunk) {
      for (let trim = 0; trim < trimCount; trim++) if (shrunk[trim] === 1) for (const span of [aggregates.year, aggregates.miles, aggregates.price]) noSpan(span, trim);
      const { trim } = after;
      for (let row = 0; row < after.size; row++) if (shrunk[trim[row]!] === 1) widenBy(aggregates, after, row);
    }
    for (const row of changes.entered) widenBy(aggregates, after, row);
  }
  return aggregates;
}
