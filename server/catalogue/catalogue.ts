import { normaliseSearchText } from '../../common/search-text.ts';
import type { Db } from '../db/client.ts';
import { readCatalogueVersion } from '../db/queries/cars-index.ts';
import { carsByIds, type CarRow } from '../db/queries/cars.ts';
import type { ListingBounds, ListingFacets } from '../graphql/generated/resolvers.ts';
import { loadFacetIndex } from './build-index.ts';
import type { CatalogueLookups } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import { facetOptions, finiteBounds } from './facet-options.ts';
import { runFacetPass } from './facet-pass.ts';
import type { ListingRequest } from './listing-request.ts';
import { LruCache } from './lru-cache.ts';
import { pageRows, resolveFilters } from './resolve-filters.ts';
import { matchSearchTexts } from './search-match.ts';

export interface Listing {
  count: number;
  /** Car ids of the page, in order. */
  carIds: number[];
  facets: ListingFacets;
  bounds: ListingBounds;
  /** The reference tables of the index that answered, for resolving the page's cars. */
  lookups: CatalogueLookups;
}

/** What every page, sort and offset of one filter combination share. */
interface Summary {
  count: number;
  matched: Uint8Array;
  facets: ListingFacets;
  bounds: ListingBounds;
}

/** How often, at most, a request asks the database whether the catalogue changed. */
export const FRESHNESS_CHECK_MS = 1000;

/**
 * One API instance's facet index, kept fresh from the database: at most once a second a request
 * starts a comparison of `catalogue_version` without waiting for it, and a change rebuilds the index in the background while the
 * previous one keeps answering. Only the first build is awaited. Results of the current index are
 * cached by filter combination (paging and re-sorting repeat them); a rebuild empties the caches.
 */
export class Catalogue {
  private current: FacetIndex | undefined;
  private building: Promise<FacetIndex> | undefined;
  private checkedAt = 0;
  private searches = new LruCache<string, { texts: Uint8Array | undefined }>(2000);
  // Visitors repeat filter combinations (a brand, a body style, a price band, paging through
  // them): 256 combinations hold about 26 MB at 100,000 cars (the match flags dominate).
  private summaries = new LruCache<string, Summary>(256);
  // Listing pages repeat the same cars (first pages, popular filters); their rows change only
  // with the catalogue version, which empties this cache like the others. ~2 KB a row.
  private rows = new LruCache<number, CarRow>(5000);

  constructor(private readonly db: Db) {}

  async index(): Promise<FacetIndex> {
    if (!this.current) return this.rebuild();
    if (Date.now() - this.checkedAt >= FRESHNESS_CHECK_MS) {
      this.checkedAt = Date.now();
      // The request does not wait for the check: the current index answers it either way.
      void this.checkVersion(this.current.version);
    }
    return this.current;
  }

  private async checkVersion(version: number): Promise<void> {
    try {
      if ((await readCatalogueVersion(this.db)) !== version) await this.rebuild();
    } catch {
      // A failed check or rebuild is retried by the next request instead of failing this one.
      this.checkedAt = 0;
    }
  }

  /** Builds a new index now; also what tests call to skip the freshness interval. */
  rebuild(): Promise<FacetIndex> {
    this.building ??= loadFacetIndex(this.db)
      .then((index) => {
        this.current = index;
        this.searches.clear();
        this.summaries.clear();
        this.rows.clear();
        return index;
      })
      .finally(() => (this.building = undefined));
    return this.building;
  }

  async list(request: ListingRequest): Promise<Listing> {
    const index = await this.index();
    const key = JSON.stringify([request.text, request.slugs, request.ranges]);
    let summary = index === this.current ? this.summaries.get(key) : undefined;
    if (!summary) {
      summary = await this.summarise(index, request);
      if (index === this.current) this.summaries.set(key, summary);
    }
    const { matched, ...shared } = summary;
    return { ...shared, carIds: pageRows(index, matched, request).map((row) => index.ids[row]!), lookups: index.lookups };
  }

  /** The listed cars' rows in the order of `ids`, from the cache when the catalogue has not changed. */
  async carsInOrder(ids: readonly number[]): Promise<CarRow[]> {
    const index = this.current;
    const missing = ids.filter((id) => this.rows.get(id) === undefined);
    const loaded = missing.length > 0 ? await carsByIds(this.db, missing) : [];
    const byId = new Map(loaded.map((row) => [row.id, row]));
    // Rows read while a rebuild was replacing the index may predate it: use them, keep them not.
    if (index === this.current) for (const row of loaded) this.rows.set(row.id, row);
    return ids.flatMap((id) => byId.get(id) ?? this.rows.get(id) ?? []);
  }

  private async summarise(index: FacetIndex, request: ListingRequest): Promise<Summary> {
    const pass = runFacetPass(index, resolveFilters(index, request, await this.search(index, request.text)));
    const { price, year, miles } = pass.bounds;
    return {
      count: pass.count,
      matched: pass.matched,
      facets: facetOptions(index, pass, request),
      bounds: { price: finiteBounds(price), year: finiteBounds(year), miles: finiteBounds(miles) },
    };
  }

  private async search(index: FacetIndex, text: string): Promise<Uint8Array | undefined> {
    const term = normaliseSearchText(text);
    const cached = this.searches.get(term);
    if (cached) return cached.texts;
    const texts = await matchSearchTexts(this.db, index.vocabulary, term);
    if (index === this.current) this.searches.set(term, { texts });
    return texts;
  }
}
