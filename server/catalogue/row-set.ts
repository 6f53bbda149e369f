/**
 * A set of the index's rows, one bit a row: what a listing matches. A cached listing holds one, and
 * at a million cars a byte a row made the cache's budget hold 48 listings; a bit a row, eight times
 * as many in an eighth of the memory (decision 56). Bits past the last row are never set, so a set
 * copied into a longer one gains no rows.
 */
export type RowSet = Uint32Array;

export const emptyRowSet = (size: number): RowSet => new Uint32Array((size + 31) >>> 5);

/** Every row of `size`. */
export function fullRowSet(size: number): RowSet {
  const set = emptyRowSet(size).fill(~0 >>> 0);
  if (size & 31) set[set.length - 1] = (1 << (size & 31)) - 1;
  return set;
}

export const hasRow = (set: RowSet, row: number): boolean => ((set[row >>> 5]! >>> (row & 31)) & 1) === 1;

export function setRow(set: RowSet, row: number, member: boolean): void {
  if (member) set[row >>> 5]! |= 1 << (row & 31);
  else set[row >>> 5]! &= ~(1 << (row & 31));
}

/** The rows of `set`, in row order: read word by word, so a sparse set costs its words, not its rows. */
export function rowsIn(set: RowSet): number[] {
  const rows: number[] = [];
  for (let word = 0; word < set.length; word++) {
    for (let bits = set[word]!; bits !== 0; bits &= bits - 1) rows.push((word << 5) | (31 - Math.clz32(bits & -bits)));
  }
  return rows;
}
