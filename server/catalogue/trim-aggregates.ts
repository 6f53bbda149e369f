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

interface Columns {
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

const spans = (trimCount: number) => Float64Array.from({ length: trimCount * 2 }, (_, i) => (i % 2 === 0 ? Infinity : -Infinity));
const widen = (span: Float64Array, trim: number, value: number) => {
  span[trim * 2] = Math.min(span[trim * 2]!, value);
  span[trim * 2 + 1] = Math.max(span[trim * 2 + 1]!, value);
};

export function buildTrimAggregates(columns: Columns, trimCount: number, colorSize: number, spotSize: number): TrimAggregates {
  const aggregates: TrimAggregates = {
    cars: new Uint32Array(trimCount),
    colors: new Uint32Array(trimCount * colorSize),
    spots: new Uint32Array(trimCount * spotSize),
    categories: new Uint32Array(trimCount * 32),
    withOffer: new Uint32Array(trimCount),
    certified: new Uint32Array(trimCount),
    available: new Uint32Array(trimCount),
    year: spans(trimCount),
    miles: spans(trimCount),
    price: spans(trimCount),
    colorSize,
    spotSize,
  };
  for (let row = 0; row < columns.size; row++) {
    const trim = columns.trim[row]!;
    aggregates.cars[trim]!++;
    aggregates.colors[trim * colorSize + columns.color[row]!]!++;
    aggregates.spots[trim * spotSize + columns.spot[row]!]!++;
    for (let bits = columns.categoryBits[row]!; bits !== 0; bits &= bits - 1) aggregates.categories[trim * 32 + 31 - Math.clz32(bits & -bits)]!++;
    if (columns.flags[row]! & OFFER_FLAG.hasOffer) aggregates.withOffer[trim]!++;
    if (columns.flags[row]! & OFFER_FLAG.certified) aggregates.certified[trim]!++;
    if (columns.flags[row]! & OFFER_FLAG.available) aggregates.available[trim]!++;
    widen(aggregates.year, trim, columns.year[row]!);
    widen(aggregates.miles, trim, columns.miles[row]!);
    widen(aggregates.price, trim, columns.price[row]!);
  }
  return aggregates;
}
