import { RANGE_DIMENSIONS, VALUE_DIMENSIONS, dimensionBit, isTrimDimension } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import type { ActiveFilters } from './facet-types.ts';

/**
 * What filtering leaves of a row, one byte per row: it passes every filter, fails exactly one
 * dimension (`failsOnly`), or counts nowhere (any state from COUNTS_NOWHERE up: it fails two or
 * more, or features, or a search that did not answer its text).
 */
export const PASSES = 0;
export const COUNTS_NOWHERE = 0x80;
export const failsOnly = (dimension: keyof typeof dimensionBit): number => 32 - Math.clz32(dimensionBit[dimension]);

/**
 * The state each trim's rows start from. Features combine with AND, so a row lacking a required
 * one gains nothing from choosing another: failing them alone counts nowhere, as failing two does.
 */
export function trimStates(failedByTrim: Uint32Array): Uint8Array {
  const states = new Uint8Array(failedByTrim.length);
  for (let trim = 0; trim < failedByTrim.length; trim++) {
    const failed = failedByTrim[trim]!;
    if (failed === 0) continue;
    const dimension = VALUE_DIMENSIONS[31 - Math.clz32(failed)];
    const onlyOne = (failed & (failed - 1)) === 0 && dimension !== undefined && isTrimDimension(dimension);
    states[trim] = onlyOne ? failsOnly(dimension) : COUNTS_NOWHERE;
  }
  return states;
}

// One small loop per filter, each without a branch (`+` makes a comparison 0 or 1), rather than one
// loop branching per filter: on random rows those branches mispredict, and that cost three times more.

/** `state` after one more filter, which the row fails (1) or not (0): a second failure sets COUNTS_NOWHERE. */
const after = (state: number, failed: number, code: number) => state | (failed * (COUNTS_NOWHERE - +(state === PASSES) * (COUNTS_NOWHERE - code)));

function startFromTrims(states: Uint8Array, trim: Uint32Array, byTrim: Uint8Array): void {
  if (byTrim.every((state) => state === PASSES)) return;
  for (let row = 0; row < states.length; row++) states[row] = byTrim[trim[row]!]!;
}

function dropUnansweredTexts(states: Uint8Array, textId: Uint32Array, scores: Uint16Array): void {
  for (let row = 0; row < states.length; row++) states[row]! |= +(scores[textId[row]!] === 0) * COUNTS_NOWHERE;
}

function failValues(states: Uint8Array, column: Uint16Array, allowed: Uint8Array, code: number): void {
  for (let row = 0; row < states.length; row++) states[row] = after(states[row]!, +(allowed[column[row]!] !== 1), code);
}

function failBits(states: Uint8Array, column: Uint32Array | Uint8Array, anyOf: number, code: number): void {
  for (let row = 0; row < states.length; row++) states[row] = after(states[row]!, +((column[row]! & anyOf) === 0), code);
}

function failRange(states: Uint8Array, column: Uint16Array | Int32Array | Float64Array, min: number, max: number, code: number): void {
  for (let row = 0; row < states.length; row++) {
    const value = column[row]!;
    states[row] = after(states[row]!, +(value < min) | +(value > max), code);
  }
}

/**
 * Every filter applied to every row, into `states` (zeros, one per row: the caller's `matched`,
 * which it then turns into 1s and 0s, so a request allocates no second array the size of the index).
 */
export function fillRowStates(states: Uint8Array, index: FacetIndex, filters: ActiveFilters, startByTrim: Uint8Array): void {
  startFromTrims(states, index.trim, startByTrim);
  if (filters.textScores) dropUnansweredTexts(states, index.textId, filters.textScores);
  for (const { dimension, allowed } of filters.values) {
    if (!isTrimDimension(dimension)) failValues(states, index.values[dimension], allowed, failsOnly(dimension));
  }
  if (filters.categories !== undefined) failBits(states, index.categoryBits, filters.categories, failsOnly('categories'));
  if (filters.offer !== undefined) failBits(states, index.flags, filters.offer, failsOnly('offer'));
  for (const dimension of RANGE_DIMENSIONS) {
    const range = filters.ranges[dimension];
    if (range) failRange(states, index[dimension], range.min, range.max, failsOnly(dimension));
  }
}
