import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyRowSet, fullRowSet, rowsIn, setRow } from './row-set.ts';

describe('rowsIn', () => {
  it('reads back the rows set, in order, the first and last bit of a word included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 200 })), (rows) => {
        const set = emptyRowSet(201);
        for (const row of rows) setRow(set, row, true);
        expect(rowsIn(set)).toEqual([...rows].sort((a, b) => a - b));
      }),
    );
    expect(rowsIn(fullRowSet(70))).toEqual(Array.from({ length: 70 }, (_, row) => row));
    expect(rowsIn(Uint32Array.of(0x8000_0001, 0, 0x8000_0000))).toEqual([0, 31, 95]);
  });
});
