import { type FacetIndex, GONE_TRIM } from './facet-index.ts';

/** The parts of a tally counted per option, each as wide as its options. */
const COUNTED = ['carsPassing', 'colorCounts', 'spotCounts', 'flagCounts', 'categoryCounts'] as const;
type Counted = (typeof COUNTED)[number];

const NO_SPANS = [Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity];

/** The columns a tally reads of each row. */
export interface TalliedColumns {
  trim: Uint32Array;
  color: Uint16Array;
  spot: Uint16Array;
  flags: Uint8Array;
  categoryBits: Uint32Array;
  year: Uint16Array;
  miles: Int32Array;
  price: Float64Array;
}

export const talliedColumns = (index: FacetIndex): TalliedColumns => ({
  trim: index.trim,
  color: index.values.color,
  spot: index.values.curboSpot,
  flags: index.flags,
  categoryBits: index.categoryBits,
  year: index.year,
  miles: index.miles,
  price: index.price,
});

/**
 * What a listing counts of the rows it matches: the rows, and per trim, colour, spot, combination
 * of flags and category; and the span of each range column. Rows under `GONE_TRIM` (a car gone, or
 * hidden from this view) are no part of any listing and are skipped.
 */
export class RangeTally {
  count = 0;
  readonly carsPassing: Uint32Array;
  readonly colorCounts: Uint32Array;
  readonly spotCounts: Uint32Array;
  readonly flagCounts = new Uint32Array(256);
  readonly categoryCounts = new Uint32Array(32);
  /** [yearMin, yearMax, milesMin, milesMax, priceMin, priceMax]. */
  readonly spans = Float64Array.from(NO_SPANS);

  constructor(private readonly index: FacetIndex) {
    this.carsPassing = new Uint32Array(index.trimCount);
    this.colorCounts = new Uint32Array(index.lookups.color.size);
    this.spotCounts = new Uint32Array(index.lookups.curboSpot.size);
  }

  /** Adds the rows at positions [from, to) of `order` (a few thousand at most: each is a read at random). */
  addPositions(order: Uint32Array, from: number, to: number): void {
    const { trim, flags, categoryBits, year, miles, price } = this.index;
    const { color, curboSpot: spot } = this.index.values;
    const { carsPassing, colorCounts, spotCounts, flagCounts, categoryCounts, spans } = this;
    for (let position = from; position < to; position++) {
      const row = order[position]!;
      const rowTrim = trim[row]!;
      if (rowTrim === GONE_TRIM) continue;
      this.count++;
      carsPassing[rowTrim]!++;
      colorCounts[color[row]!]!++;
      spotCounts[spot[row]!]!++;
      flagCounts[flags[row]!]!++;
      for (let bits = categoryBits[row]!; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++;
      widen(spans, 0, year[row]!, miles[row]!, price[row]!);
    }
  }

  /** Adds blocks [from, to) of a `BlockTallies`. */
  addBlocks(blocks: BlockTallies, from: number, to: number): void {
    this.count += blocks.before.count[to]! - blocks.before.count[from]!;
    for (const part of COUNTED) {
      const [into, before] = [this[part], blocks.before[part]];
      const width = into.length;
      for (let slot = 0; slot < width; slot++) into[slot]! += before[to * width + slot]! - before[from * width + slot]!;
    }
    for (let block = from; block < to; block++) {
      for (let slot = 0; slot < 6; slot += 2) {
        this.spans[slot] = Math.min(this.spans[slot]!, blocks.spans[block * 6 + slot]!);
        this.spans[slot + 1] = Math.max(this.spans[slot + 1]!, blocks.spans[block * 6 + slot + 1]!);
      }
    }
  }
}

const widen = (spans: Float64Array, at: number, year: number, miles: number, price: number) => {
  if (year < spans[at]!) spans[at] = year;
  if (year > spans[at + 1]!) spans[at + 1] = year;
  if (miles < spans[at + 2]!) spans[at + 2] = miles;
  if (miles > spans[at + 3]!) spans[at + 3] = miles;
  if (price < spans[at + 4]!) spans[at + 4] = price;
  if (price > spans[at + 5]!) spans[at + 5] = price;
};

/**
 * One order of the rows cut into blocks of `blockSize` positions: what the rows before each block
 * count (`before`, block-major: the counts of blocks [0, b) at b × width), and each block's spans.
 */
export interface BlockTallies {
  blockSize: number;
  before: { count: Uint32Array } & Record<Counted, Uint32Array>;
  /** Six values per block, as `RangeTally.spans`. */
  spans: Float64Array;
}

/**
 * The blocks' tallies of `order`, read row by row in the index's own order (sequential reads; only
 * the block number comes from a position lookup), then summed up block by block.
 */
export function tallyBlocks(index: FacetIndex, order: Uint32Array, blockSize: number): BlockTallies {
  const blockCount = Math.ceil(order.length / blockSize);
  const blockOf = new Uint32Array(index.size);
  for (let position = 0; position < order.length; position++) blockOf[order[position]!] = Math.floor(position / blockSize);
  const shape = new RangeTally(index);
  const widths = Object.fromEntries(COUNTED.map((part) => [part, shape[part].length])) as Record<Counted, number>;
  // Each block's own counts at b + 1, so that summing them up in place leaves at b those before b.
  const before = { count: new Uint32Array(blockCount + 1), ...(Object.fromEntries(COUNTED.map((part) => [part, new Uint32Array((blockCount + 1) * widths[part])])) as Record<Counted, Uint32Array>) };
  const spans = new Float64Array(blockCount * 6);
  for (let block = 0; block < blockCount; block++) spans.set(NO_SPANS, block * 6);
  const { trim, flags, categoryBits, year, miles, price } = index;
  const { color, curboSpot: spot } = index.values;
  const [trims, colors, spots, flagCounts, categories] = COUNTED.map((part) => before[part]);
  const [trimWidth, colorWidth, spotWidth] = [widths.carsPassing, widths.colorCounts, widths.spotCounts];
  for (let row = 0; row < index.size; row++) {
    const rowTrim = trim[row]!;
    if (rowTrim === GONE_TRIM) continue;
    const block = blockOf[row]!;
    const next = block + 1;
    before.count[next]!++;
    trims![next * trimWidth + rowTrim]!++;
    colors![next * colorWidth + color[row]!]!++;
    spots![next * spotWidth + spot[row]!]!++;
    flagCounts![next * 256 + flags[row]!]!++;
    for (let bits = categoryBits[row]!; bits !== 0; bits &= bits - 1) categories![next * 32 + 31 - Math.clz32(bits & -bits)]!++;
    widen(spans, block * 6, year[row]!, miles[row]!, price[row]!);
  }
  for (let block = 1; block <= blockCount; block++) {
    before.count[block]! += before.count[block - 1]!;
    for (const part of COUNTED) {
      const [sums, width] = [before[part], widths[part]];
      for (let slot = 0; slot < width; slot++) sums[block * width + slot]! += sums[(block - 1) * width + slot]!;
    }
  }
  return { blockSize, before, spans };
}

/** Adds `delta` to the sums a row of `columns` counts in, for blocks [from, to] of `before`. */
function shiftRow(before: BlockTallies['before'], columns: TalliedColumns, row: number, from: number, to: number, delta: number): void {
  const rowTrim = columns.trim[row]!;
  if (rowTrim === GONE_TRIM) return;
  const width = (sums: Uint32Array) => sums.length / before.count.length;
  const slots: [Uint32Array, number][] = [
    [before.count, 0],
    [before.carsPassing, rowTrim],
    [before.colorCounts, columns.color[row]!],
    [before.spotCounts, columns.spot[row]!],
    [before.flagCounts, columns.flags[row]!],
  ];
  for (let bits = columns.categoryBits[row]!; bits !== 0; bits &= bits - 1) slots.push([before.categoryCounts, 31 - Math.clz32(bits & -bits)]);
  for (const [sums, slot] of slots) {
    const stride = width(sums);
    for (let block = from; block <= to; block++) sums[block * stride + slot]! += delta;
  }
}

/**
 * Moves `blocks`, tallied over `order` from the columns `was`, to the columns `now` for `rows`, the
 * rows whose values differ between them: each row's old share leaves the sums of the blocks after
 * its own and its new share joins them, and its block's spans are read again. `order` must be the
 * same for both (no row moved in it), so a row's block (`blockOf`) is the same. An edit then costs a
 * few thousand additions instead of a new tally of every row.
 */
export function retally(blocks: BlockTallies, order: Uint32Array, was: TalliedColumns, now: TalliedColumns, rows: readonly number[], blockOf: (row: number) => number): void {
  const lastSum = blocks.before.count.length - 1;
  const touched = new Set<number>();
  for (const row of rows) {
    const block = blockOf(row);
    touched.add(block);
    shiftRow(blocks.before, was, row, block + 1, lastSum, -1);
    shiftRow(blocks.before, now, row, block + 1, lastSum, 1);
  }
  const { trim, year, miles, price } = now;
  for (const block of touched) {
    blocks.spans.set(NO_SPANS, block * 6);
    const end = Math.min(order.length, (block + 1) * blocks.blockSize);
    for (let position = block * blocks.blockSize; position < end; position++) {
      const row = order[position]!;
      if (trim[row] !== GONE_TRIM) widen(blocks.spans, block * 6, year[row]!, miles[row]!, price[row]!);
    }
  }
}
