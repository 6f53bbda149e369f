import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIM_DIMENSIONS, VALUE_DIMENSIONS } from './dimensions.ts';
import { type FacetIndex, GONE_TRIM, staffView } from './facet-index.ts';
import { facetOptions } from './facet-options.ts';
import { runFacetPass } from './facet-pass.ts';
import { buildFacetIndex, patchFacetIndex } from './index-patch.ts';
import type { ListingRequest } from './listing-request.ts';
import { resolveFilters } from './resolve-filters.ts';
import { scoresAlike } from './search-vocabulary.ts';
import { SORT_KEYS } from './sort-orders.ts';
import { type Car, car, catalogueHistory, RandomCatalogue } from './testing/random-catalogue.ts';
import { lookups } from './testing/small-catalogue.ts';

/** What a client or the search can observe of an index, independent of row and trim numbering. */
async function observed(index: FacetIndex) {
  const trimIdOf = new Map([...index.trimNumbers].map(([id, number]) => [number, id]));
  const rows = Array.from({ length: index.size }, (_, row) => row).filter((row) => index.ownTrim[row] !== GONE_TRIM).sort((a, b) => index.ids[a]! - index.ids[b]!);
  const cars = rows.map((row) => {
    const trim = index.ownTrim[row]!;
    return {
      id: index.ids[row],
      listed: index.trim[row] !== GONE_TRIM,
      values: VALUE_DIMENSIONS.map((dimension) => index.values[dimension][row]),
      trimValues: TRIM_DIMENSIONS.map((dimension) => index.trimValues[dimension][trim]),
      facts: [index.year[row], index.miles[row], index.price[row], index.published[row], index.flags[row], index.categoryBits[row]],
      trim: trimIdOf.get(trim),
      features: [...index.trimFeatureBits.subarray(trim * index.featureWords, (trim + 1) * index.featureWords)],
      text: index.vocabulary.texts[index.textId[row]!],
    };
  });
  const orders = SORT_KEYS.map((key) => [...index.orders[key]].map((row) => index.ids[row]));
  const aggregates = [...index.trimNumbers].filter(([, trim]) => index.trimAggregates.cars[trim]! > 0).sort(([a], [b]) => a - b).map(([id, trim]) => {
    const { cars: count, withOffer, certified, available, year, miles, price, colorSize, spotSize } = index.trimAggregates;
    return [id, count[trim], withOffer[trim], certified[trim], available[trim], year[trim * 2], year[trim * 2 + 1], miles[trim * 2], miles[trim * 2 + 1], price[trim * 2], price[trim * 2 + 1],
      [...index.trimAggregates.colors.subarray(trim * colorSize, (trim + 1) * colorSize)], [...index.trimAggregates.spots.subarray(trim * spotSize, (trim + 1) * spotSize)], [...index.trimAggregates.categories.subarray(trim * 32, trim * 32 + 32)]];
  });
  const words = [...index.vocabulary.words].sort().map((word) => [word, index.vocabulary.textsOfWord.get(word)!.map((text) => index.vocabulary.texts[text]).sort()]);
  return {
    cars,
    orders,
    aggregates,
    words,
    listed: index.listed,
    kept: index.kept,
    listings: await Promise.all(LISTINGS.map((request) => listingOf(index, request))),
    staffListings: await Promise.all(LISTINGS.map((request) => listingOf(staffView(index), { ...request, statuses: ['AVAILABLE', 'TO_REVIEW', 'NOT_AVAILABLE'] }))),
  };
}

const request = (slugs: ListingRequest['slugs'], ranges: ListingRequest['ranges'] = {}): ListingRequest => ({ limit: 60, offset: 0, sort: 'relevance', text: '', slugs, ranges });
const LISTINGS = [request({}), request({ brand: ['brand-2'] }), request({ color: ['colour-1'], features: ['feature-2'] }), request({ categories: ['category-1'] }, { price: { min: 600_000, max: 1_500_000 } })];
async function listingOf(index: FacetIndex, listing: ListingRequest) {
  const pass = await runFacetPass(index, resolveFilters(index, listing, undefined));
  return { count: pass.count, bounds: pass.bounds, facets: facetOptions(index, pass, listing) };
}

describe('patchFacetIndex', () => {
  it('gives the index a full build of the edited catalogue would give, for any sequence of edits', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueHistory,
        async ([initial, batches]) => {
          const catalogue = new RandomCatalogue(initial);
          let index = catalogue.fullBuild(0);
          for (const [version, batch] of batches.entries()) {
            const previous = index;
            index = catalogue.patch(index, version + 1, catalogue.apply(batch));
            const built = await observed(catalogue.fullBuild(version + 1));
            expect(await observed(index)).toEqual(built);
            // Search scores kept across the patch (decision 55) score the words a full build has.
            if (scoresAlike(previous.vocabulary, index.vocabulary)) expect((await observed(previous)).words).toEqual(built.words);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('an edit of one car', () => {
  const rows = Array.from({ length: 50 }, (_, i): Car => ({ ...fc.sample(car(i + 1), { numRuns: 1, seed: i })[0]!, status: 'AVAILABLE' }));
  const index = buildFacetIndex(1, rows, [], lookups);

  it('copies only the columns and orders whose values change, and keeps the car on its row', () => {
    const edited = { ...rows[7]!, mileage: rows[7]!.mileage + 1 };
    const patched = patchFacetIndex(index, { version: 2, carIds: new Set([edited.id]), rows: [edited], trimFeatures: [] });
    expect(patched.miles).not.toBe(index.miles);
    expect(patched.rowOfId[edited.id]).toBe(index.rowOfId[edited.id]);
    for (const column of ['price', 'year', 'ids', 'trim', 'ownTrim', 'textId', 'flags'] as const) expect(patched[column]).toBe(index[column]);
    for (const key of SORT_KEYS) {
      if (key.startsWith('miles')) expect(patched.orders[key]).not.toBe(index.orders[key]);
      else expect(patched.orders[key]).toBe(index.orders[key]);
    }
  });

  it('keeps a hidden car in the orders for the staff, under its own trim only', () => {
    const hidden = { ...rows[5]!, status: 'TO_REVIEW' as const };
    const patched = patchFacetIndex(index, { version: 2, carIds: new Set([hidden.id]), rows: [hidden], trimFeatures: [] });
    const row = index.rowOfId[hidden.id]!;
    expect([patched.listed, patched.kept]).toEqual([index.listed - 1, index.kept]);
    expect(patched.trim[row]).toBe(GONE_TRIM);
    expect(patched.ownTrim[row]).toBe(index.trim[row]);
    for (const key of SORT_KEYS) expect([...patched.orders[key]]).toContain(row);
  });

  it('keeps the row of a car deleted, out of every order, and reuses it when the car returns', async () => {
    const leaving = rows[3]!;
    const without = patchFacetIndex(index, { version: 2, carIds: new Set([leaving.id]), rows: [], trimFeatures: [] });
    const row = index.rowOfId[leaving.id]!;
    expect(without.size).toBe(index.size);
    expect([without.listed, without.kept]).toEqual([index.listed - 1, index.kept - 1]);
    expect([without.trim[row], without.ownTrim[row]]).toEqual([GONE_TRIM, GONE_TRIM]);
    for (const key of SORT_KEYS) expect([...without.orders[key]]).not.toContain(row);
    const back = patchFacetIndex(without, { version: 3, carIds: new Set([leaving.id]), rows: [leaving], trimFeatures: [] });
    expect(back.rowOfId[leaving.id]).toBe(row);
    expect(back.listed).toBe(index.listed);
    expect(await observed(back)).toEqual(await observed(index));
  });
});
