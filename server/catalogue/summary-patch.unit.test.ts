import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FacetIndex } from './facet-index.ts';
import { runFacetPass } from './facet-pass.ts';
import { rowsOfCars } from './index-patch.ts';
import type { ListingRequest } from './listing-request.ts';
import { resolveFilters } from './resolve-filters.ts';
import { scoresAlike } from './search-vocabulary.ts';
import { type Summary, summaryOfPass, viewFor } from './summary.ts';
import { patchSummary } from './summary-patch.ts';
import { catalogueHistory, RandomCatalogue } from './testing/random-catalogue.ts';

const request = (slugs: ListingRequest['slugs'], ranges: ListingRequest['ranges'] = {}, extra: Partial<ListingRequest> = {}): ListingRequest => ({
  limit: 24,
  offset: 0,
  sort: 'relevance',
  text: '',
  slugs,
  ranges,
  ...extra,
});

// One of each way a summary is made: trims alone (none, a brand, features), one range alone,
// ranges with other filters, the offer facet, a search, and the staff's listing of every status.
const REQUESTS = [
  request({}),
  request({ brand: ['brand-2'], features: ['feature-3'] }),
  request({}, { price: { min: 600_000, max: 1_000_000 } }),
  request({}, { year: { min: 2017, max: 2018 } }),
  request({ color: ['colour-1', 'colour-3'], features: ['feature-2'] }),
  request({ categories: ['category-1'] }, { price: { min: 600_000, max: 1_500_000 }, miles: { min: 0, max: 20_000 } }),
  request({ offer: ['with-offer'], curboSpot: ['spot-2'] }, { year: { min: 2016, max: 2017 } }),
  request({ bodyStyle: ['body-1'] }, {}, { text: 'toyota' }),
  request({ color: ['colour-2'] }, { miles: { min: 5_000, max: 60_000 } }, { statuses: ['AVAILABLE', 'TO_REVIEW', 'NOT_AVAILABLE'] }),
];

/** Scores of a search for 'toyota' over the index's texts (the database's scoring aside). */
const toyotaScores = (index: FacetIndex) => Uint16Array.from(index.vocabulary.texts, (text) => (text.startsWith('toyota') ? 3 : text.includes('o') ? 1 : 0));

async function summarise(index: FacetIndex, listing: ListingRequest): Promise<Summary> {
  const textScores = listing.text ? toyotaScores(index) : undefined;
  return summaryOfPass(index, listing, await runFacetPass(viewFor(index, listing), resolveFilters(index, listing, textScores)), textScores);
}

const observed = ({ pass, facets, bounds }: Summary) => ({ count: pass.count, matched: [...pass.matched], facets, bounds });

describe('patchSummary', () => {
  it('moves a summary to what a pass over every row of the patched index gives, or declines', async () => {
    let [patched, declined] = [0, 0];
    await fc.assert(
      fc.asyncProperty(catalogueHistory, async ([initial, batches]) => {
        const catalogue = new RandomCatalogue(initial);
        let index = catalogue.fullBuild(0);
        let summaries = await Promise.all(REQUESTS.map((listing) => summarise(index, listing)));
        for (const [version, batch] of batches.entries()) {
          const named = catalogue.apply(batch);
          const previous = index;
          index = catalogue.patch(index, version + 1, named);
          const rows = rowsOfCars(index, named);
          const scoresKept = scoresAlike(previous.vocabulary, index.vocabulary);
          // As the catalogue's cache does: a search's summary goes with its scores, anything else is patched.
          summaries = await Promise.all(
            summaries.map(async (summary) => {
              const moved = summary.textScores && !scoresKept ? undefined : patchSummary(previous, index, rows, summary);
              if (moved) patched++;
              else declined++;
              const fresh = await summarise(index, summary.request);
              if (moved) expect(observed(moved)).toEqual(observed(fresh));
              return moved ?? fresh;
            }),
          );
        }
      }),
      { numRuns: 200 },
    );
    // Most patches keep their summaries; a run that declined them all would have tested nothing.
    expect(patched).toBeGreaterThan(declined);
  }, 60_000);
});
