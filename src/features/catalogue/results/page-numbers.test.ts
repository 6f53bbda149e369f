import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('lists every page of a short result', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(7, 14)).toEqual([1, null, 6, 7, 8, null, 14]);
    expect(pageNumbers(1, 14)).toEqual([1, 2, null, 14]);
  });
});
