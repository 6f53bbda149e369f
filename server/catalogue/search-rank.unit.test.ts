import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyRowSet, setRow } from './row-set.ts';
import { rankBySearch, rankBySorting, rankByWalkingOrder } from './search-rank.ts';
import { catalogueHistory, RandomCatalogue } from './testing/random-catalogue.ts';

describe('rankBySearch', () => {
  it('ranks by score, then in relevance order, whether it walks the order or sorts the matches', () => {
    fc.assert(
      fc.property(catalogueHistory, fc.array(fc.boolean(), { maxLength: 40 }), fc.array(fc.constantFrom(0, 1, 2, 3, 65_535), { minLength: 5, maxLength: 5 }), ([initial, batches], picks, textScores) => {
        const catalogue = new RandomCatalogue(initial);
        let index = catalogue.fullBuild(0);
        batches.forEach((batch, version) => (index = catalogue.patch(index, version + 1, catalogue.apply(batch))));
        const scores = Uint16Array.from(index.vocabulary.texts, (_text, at) => textScores[at % textScores.length]!);
        // A search matches only rows it scores, among the rows the order holds.
        const order = [...index.orders.relevance];
        const matchedRows = order.filter((row, position) => picks[position % Math.max(1, picks.length)] && scores[index.textId[row]!]! > 0);
        const matched = emptyRowSet(index.size);
        for (const row of matchedRows) setRow(matched, row, true);
        // The reference: the order's matched rows, stably sorted best score first.
        const expected = [...matchedRows].sort((a, b) => scores[index.textId[b]!]! - scores[index.textId[a]!]!);
        expect([...rankByWalkingOrder(index, matched, matchedRows.length, scores)]).toEqual(expected);
        expect([...rankBySorting(index, matched, scores)]).toEqual(expected);
        expect([...rankBySearch(index, matched, matchedRows.length, scores)]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
