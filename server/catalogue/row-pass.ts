import { OFFER_FLAG, TRIM_DIMENSIONS, type ValueDimension, dimensionBit } from './dimensions.ts';
import { type FacetIndex, GONE_TRIM, type PASS_COLUMNS, type PASS_VALUES } from './facet-index.ts';
import type { ActiveFilters, RowCounts } from './facet-types.ts';
import { emptyRowSet, rowsIn, setRow } from './row-set.ts';

const NO_VALUES = new Uint8Array(0);
const NO_RANGE = { min: 0, max: 0 };
const allowedOf = (filters: ActiveFilters, dimension: ValueDimension) => filters.values.find((filter) => filter.dimension === dimension)?.allowed ?? NO_VALUES;
const byFlags = (flagCounts: Uint32Array, flag: number) => flagCounts.reduce((sum, cars, flags) => (flags & flag ? sum + cars : sum), 0);
/** The offer facet's counts from the cars counted per combination of flags. */
export const offerCountsOf = (flagCounts: Uint32Array) => ({
  withOffer: byFlags(flagCounts, OFFER_FLAG.hasOffer),
  certified: byFlags(flagCounts, OFFER_FLAG.certified),
  available: byFlags(flagCounts, OFFER_FLAG.available),
});

/** What a pass over rows reads of an index, all a worker thread needs of it to pass rows. */
export interface PassColumns extends Pick<FacetIndex, 'size' | 'listed' | 'trimCount' | (typeof PASS_COLUMNS)[number]> {
  values: Pick<FacetIndex['values'], (typeof PASS_VALUES)[number]>;
  lookups: Record<(typeof PASS_VALUES)[number], { size: number }>;
}

/**
 * Which rows a pass reads: every row; those `only` given (a patch's few), which then match by their
 * position among them; or the rows from `from` (a multiple of 32) up to `to`, one thread's share of
 * a pass split between threads, which match by their offset from `from`.
 */
export interface RowChoice {
  only?: Uint32Array;
  from?: number;
  to?: number;
}

/**
 * Filters every row and, when `counting`, counts it where it belongs: a row failing nothing counts
 * everywhere; one failing exactly one dimension counts only there, since choosing another option
 * there is what would bring it in (failing features alone counts nowhere: they combine with AND, so
 * a row lacking one gains nothing from choosing another). Trim dimensions come with `failedByTrim`
 * and are counted per trim (`carsPassing`: rows failing nothing but maybe their trim's one
 * dimension), for the caller to expand.
 *
 * With `only`, just those rows are passed (what they add to a summary, which an edit of a few cars
 * then moves by their shares: summary-patch.ts). Without it, a search first keeps the rows it finds
 * and passes those alone (`passFoundRows`).
 */
export function passRows(index: PassColumns, filters: ActiveFilters, failedByTrim: Uint32Array, counting: boolean, { only, from = 0, to = index.size }: RowChoice = {}): RowCounts {
  if (only === undefined && filters.textScores !== undefined) return passFoundRows(index, filters, failedByTrim, counting, filters.textScores, from, to);
  return passEachRow(index, filters, failedByTrim, counting, only, from, to);
}

// The rows a search finds, reused from one pass to the next: a pass is synchronous, and at a
// million cars a new array per search would zero 4 MB.
let found = new Uint32Array(0);

/**
 * A search's pass: a first loop that only reads each row's search text keeps the rows the search
 * finds (a few percent of them, for most searches), and the full checks run over those alone. At a
 * million cars the one loop cost twice as much, reading every row's trim and columns around the
 * check that skips it (decision 64).
 */
function passFoundRows(index: PassColumns, filters: ActiveFilters, failedByTrim: Uint32Array, counting: boolean, textScores: Uint16Array, from: number, to: number): RowCounts {
  const { textId } = index;
  if (found.length < to - from) found = new Uint32Array(to - from);
  let count = 0;
  for (let row = from; row < to; row++) if (textScores[textId[row]!] !== 0) found[count++] = row;
  const rows = found.subarray(0, count);
  const passed = passEachRow(index, filters, failedByTrim, counting, rows);
  // Passed alone, rows match by their position among those passed: back to their offsets from `from`.
  const matched = emptyRowSet(to - from);
  for (const position of rowsIn(passed.matched)) setRow(matched, rows[position]! - from, true);
  return { ...passed, matched };
}

/**
 * The checks and counts of `passRows`, over the rows from `from` to `to`, or the `only` given. This
 * runs once per car per request, the API's hottest code, so: one loop, locals and typed arrays
 * only; branches that only ask which filters the request has (the same answer for every row, so
 * predicted); and each check of a row as arithmetic (`+` makes a comparison 0 or 1), because on
 * random rows a branch per check mispredicts, which cost several times more.
 */
function passEachRow(index: PassColumns, filters: ActiveFilters, failedByTrim: Uint32Array, counting: boolean, only?: Uint32Array, from = 0, to = index.size): RowCounts {
  const { trim, textId, categoryBits, flags, year, miles, price } = index;
  // Colour and spot are the value dimensions a car has of its own; the others come with its trim.
  const { color, curboSpot: spot } = index.values;
  const [colorAllowed, spotAllowed] = [allowedOf(filters, 'color'), allowedOf(filters, 'curboSpot')];
  const textScores = filters.textScores ?? new Uint16Array(0);
  const [categories, offer, statuses] = [filters.categories ?? 0, filters.offer ?? 0, filters.statuses ?? 0];
  const { year: years = NO_RANGE, miles: mileage = NO_RANGE, price: prices = NO_RANGE } = filters.ranges;
  const [yearFrom, yearTo, milesFrom, milesTo, priceFrom, priceTo] = [years.min, years.max, mileage.min, mileage.max, prices.min, prices.max];
  // GONE_TRIM always fails; its rows need the check only when some car has left since the build.
  const byTrim = only !== undefined || index.listed !== index.size || failedByTrim.some((failed, trim) => failed !== 0 && trim !== GONE_TRIM);
  const [byText, byColor, bySpot, byCategories, byOffer, byStatus] = [filters.textScores !== undefined, colorAllowed !== NO_VALUES, spotAllowed !== NO_VALUES, filters.categories !== undefined, filters.offer !== undefined, filters.statuses !== undefined];
  const [byYear, byMiles, byPrice] = [years !== NO_RANGE, mileage !== NO_RANGE, prices !== NO_RANGE];
  const { color: colorBit, curboSpot: spotBit, categories: categoriesBit, offer: offerBit, year: yearBit, miles: milesBit, price: priceBit } = dimensionBit;
  const trimBits = TRIM_DIMENSIONS.reduce((bits, dimension) => bits | dimensionBit[dimension], 0);
  const [colorCounts, spotCounts] = [new Uint32Array(index.lookups.color.size), new Uint32Array(index.lookups.curboSpot.size)];
  const [categoryCounts, flagCounts, carsPassing] = [new Uint32Array(32), new Uint32Array(256), new Uint32Array(index.trimCount)];
  // Passed alone, rows match by their position in `only`; a range of rows by their offset from `from`.
  const [start, end] = only === undefined ? [from, to] : [0, only.length];
  const matched = emptyRowSet(end - start);
  let [count, yearMin, yearMax, milesMin, milesMax, priceMin, priceMax] = [0, Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity];
  for (let at = start; at < end; at++) {
    const row = only === undefined ? at : only[at]!;
    // A row the search does not find counts nowhere: skipped first, before its trim is read. A
    // search finds few of the rows, so this branch is nearly always taken and well predicted,
    // unlike the checks below.
    if (byText && textScores[textId[row]!] === 0) continue;
    // `| 0`: a mask with bit 31 would otherwise arrive as a double and slow the whole loop.
    let failed = byTrim ? failedByTrim[trim[row]!]! | 0 : 0;
    // Rows their trim already rules out skip the rest: none when counting (failing two), any when matching.
    if (failed !== 0 && (!counting || (failed & (failed - 1)) !== 0)) continue;
    if (byStatus) failed |= 0 - +((flags[row]! & statuses) === 0); // every bit: counts nowhere
    if (byColor) failed |= +(colorAllowed[color[row]!] !== 1) * colorBit;
    if (bySpot) failed |= +(spotAllowed[spot[row]!] !== 1) * spotBit;
    if (byCategories) failed |= +((categoryBits[row]! & categories) === 0) * categoriesBit;
    if (byOffer) failed |= +((flags[row]! & offer) === 0) * offerBit;
    if (byYear) failed |= (+(year[row]! < yearFrom) | +(year[row]! > yearTo)) * yearBit;
    if (byMiles) failed |= (+(miles[row]! < milesFrom) | +(miles[row]! > milesTo)) * milesBit;
    if (byPrice) failed |= (+(price[row]! < priceFrom) | +(price[row]! > priceTo)) * priceBit;
    if (failed === 0) {
      matched[(at - start) >>> 5]! |= 1 << ((at - start) & 31);
      count++;
      if (!counting) continue;
      carsPassing[trim[row]!]!++;
      colorCounts[color[row]!]!++;
      spotCounts[spot[row]!]!++;
      flagCounts[flags[row]!]!++;
      for (let bits = categoryBits[row]!; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++;
      const y = year[row]!;
      const m = miles[row]!;
      const p = price[row]!;
      if (y < yearMin) yearMin = y;
      if (y > yearMax) yearMax = y;
      if (m < milesMin) milesMin = m;
      if (m > milesMax) milesMax = m;
      if (p < priceMin) priceMin = p;
      if (p > priceMax) priceMax = p;
    } else if (!counting || (failed & (failed - 1)) !== 0) continue;
    else if ((failed & trimBits) !== 0) carsPassing[trim[row]!]!++;
    else if (failed === colorBit) colorCounts[color[row]!]!++;
    else if (failed === spotBit) spotCounts[spot[row]!]!++;
    else if (failed === offerBit) flagCounts[flags[row]!]!++;
    else if (failed === categoriesBit) for (let bits = categoryBits[row]!; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++;
    else if (failed === yearBit) {
      if (year[row]! < yearMin) yearMin = year[row]!;
      if (year[row]! > yearMax) yearMax = year[row]!;
    } else if (failed === milesBit) {
      if (miles[row]! < milesMin) milesMin = miles[row]!;
      if (miles[row]! > milesMax) milesMax = miles[row]!;
    } else if (failed === priceBit) {
      if (price[row]! < priceMin) priceMin = price[row]!;
      if (price[row]! > priceMax) priceMax = price[row]!;
    }
  }
  const offerCounts = offerCountsOf(flagCounts);
  const bounds = { year: { min: yearMin, max: yearMax }, miles: { min: milesMin, max: milesMax }, price: { min: priceMin, max: priceMax } };
  return { count, matched, colorCounts, spotCounts, categoryCounts, carsPassing, offerCounts, bounds };
}
