import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingRequest } from './listing-request.ts';
import { pageRows } from './resolve-filters.ts';
import { emptyRowSet, setRow } from './row-set.ts';
import { SORT_KEYS } from './sort-orders.ts';
import { catalogueHistory, RandomCatalogue } from './testing/random-catalogue.ts';

describe('pageRows', () => {
  it('answers the page of the matched rows in the order asked, also past their end', () => {
    fc.assert(
      fc.property(
        catalogueHistory,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(...SORT_KEYS),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 12 }),
        ([initial, batches], picks, sort, offset, limit) => {
          const catalogue = new RandomCatalogue(initial);
          let index = catalogue.fullBuild(0);
          batches.forEach((batch, version) => (index = catalogue.patch(index, version + 1, catalogue.apply(batch))));
          const order = [...index.orders[sort]];
          const matchedRows = order.filter((_row, position) => picks[position % picks.length]);
          const matched = emptyRowSet(index.size);
          for (const row of matchedRows) setRow(matched, row, true);
          const request = { sort, offset, limit } as ListingRequest;
          expect(pageRows(index, matched, matchedRows.length, request)).toEqual(matchedRows.slice(offset, offset + limit));
        },
      ),
      { numRuns: 300 },
    );
  });
});
