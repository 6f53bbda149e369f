import { OFFER_FLAG, TRIM_DIMENSIONS, VALUE_DIMENSIONS, dimensionBit } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters, PassResult } from './facet-types.ts';
import { COUNTS_NOWHERE, PASSES, failsOnly, fillRowStates, trimStates } from './row-states.ts';
import { trimFailures } from './trim-failures.ts';
import { filtersOnlyTrims, runTrimPass } from './trim-pass.ts';

const byFlags = (flagCounts: Uint32Array, flag: number) => flagCounts.reduce((sum, cars, flags) => (flags & flag ? sum + cars : sum), 0);

/**
 * The counting half of the pass, over the row states filtering left in `matched`, which it turns
 * into 1s and 0s. A row that passes counts everywhere; one failing exactly one dimension counts only
 * there, since choosing another option there is what would bring it in. Trim dimensions are counted
 * per trim (`carsPassing`) and expanded by the caller. Locals and typed arrays only: this runs once
 * per car per request.
 */
function countRows(index: FacetIndex, matched: Uint8Array) {
  const { size, trim, categoryBits, flags, year, miles, price } = index;
  const color = index.values.color;
  const spot = index.values.curboSpot;
  const colorCounts = new Uint32Array(index.lookups.color.size);
  const spotCounts = new Uint32Array(index.lookups.curboSpot.size);
  const categoryCounts = new Uint32Array(32);
  const flagCounts = new Uint32Array(256);
  const carsPassing = new Uint32Array(index.trimCount);
  const failsTrim = new Uint8Array(COUNTS_NOWHERE);
  for (const dimension of TRIM_DIMENSIONS) failsTrim[failsOnly(dimension)] = 1;
  const [failsColor, failsSpot, failsCategories, failsOffer] = [failsOnly('color'), failsOnly('curboSpot'), failsOnly('categories'), failsOnly('offer')];
  const [failsYear, failsMiles, failsPrice] = [failsOnly('year'), failsOnly('miles'), failsOnly('price')];
  let [count, yearMin, yearMax, milesMin, milesMax, priceMin, priceMax] = [0, Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity];
  for (let row = 0; row < size; row++) {
    const state = matched[row]!;
    matched[row] = +(state === PASSES);
    if (state === PASSES) {
      count++;
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
    } else if (state >= COUNTS_NOWHERE) continue;
    else if (failsTrim[state] === 1) carsPassing[trim[row]!]!++;
    else if (state === failsColor) colorCounts[color[row]!]!++;
    else if (state === failsSpot) spotCounts[spot[row]!]!++;
    else if (state === failsOffer) flagCounts[flags[row]!]!++;
    else if (state === failsCategories) for (let bits = categoryBits[row]!; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++;
    else if (state === failsYear) {
      if (year[row]! < yearMin) yearMin = year[row]!;
      if (year[row]! > yearMax) yearMax = year[row]!;
    } else if (state === failsMiles) {
      if (miles[row]! < milesMin) milesMin = miles[row]!;
      if (miles[row]! > milesMax) milesMax = miles[row]!;
    } else if (state === failsPrice) {
      if (price[row]! < priceMin) priceMin = price[row]!;
      if (price[row]! > priceMax) priceMax = price[row]!;
    }
  }
  const offerCounts = { withOffer: byFlags(flagCounts, OFFER_FLAG.hasOffer), certified: byFlags(flagCounts, OFFER_FLAG.certified), available: byFlags(flagCounts, OFFER_FLAG.available) };
  const bounds = { year: { min: yearMin, max: yearMax }, miles: { min: milesMin, max: milesMax }, price: { min: priceMin, max: priceMax } };
  return { count, colorCounts, spotCounts, categoryCounts, carsPassing, offerCounts, bounds };
}

/**
 * Filters, counts and facets (disjunctive facets, see `countRows`). Dimensions that come with the
 * trim are checked and counted per trim (a few thousand) rather than per car, and when only those
 * are filtered the whole pass runs over per-trim aggregates.
 */
export function runFacetPass(index: FacetIndex, filters: ActiveFilters): PassResult {
  const failedByTrim = trimFailures(index, filters);
  if (filtersOnlyTrims(filters)) return runTrimPass(index, failedByTrim);
  const matched = new Uint8Array(index.size);
  fillRowStates(matched, index, filters, trimStates(failedByTrim));
  const { count, colorCounts, spotCounts, categoryCounts, carsPassing, offerCounts, bounds } = countRows(index, matched);
  const trimCounts = carsPassing.map((cars, trim) => (failedByTrim[trim] === 0 ? cars : 0));
  // A trim dimension's option gets the matching cars of its trims, and those failing that dimension alone.
  const valueCounts = Object.fromEntries(
    VALUE_DIMENSIONS.map((dimension) => {
      if (dimension === 'color') return [dimension, colorCounts];
      if (dimension === 'curboSpot') return [dimension, spotCounts];
      const counts = new Uint32Array(index.lookups[dimension].size);
      const values = index.trimValues[dimension];
      for (let trim = 0; trim < index.trimCount; trim++) {
        const failed = failedByTrim[trim]!;
        if (failed === 0 || failed === dimensionBit[dimension]) counts[values[trim]!]! += carsPassing[trim]!;
      }
      return [dimension, counts];
    }),
  ) as PassResult['valueCounts'];
  return { count, matched, valueCounts, categoryCounts, trimCounts, offerCounts, bounds };
}
