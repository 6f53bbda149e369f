import { normaliseSearchText } from '../../common/search-text.ts';
import type { Db } from '../db/client.ts';
import { carsByIds, type CarRow } from '../db/queries/cars.ts';
import type { ListingBounds, ListingFacets } from '../graphql/generated/resolvers.ts';
import { fullBuild } from './full-build.ts';
import { type CaughtUp, catchUp } from './catch-up.ts';
import type { CatalogueLookups } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import { runFacetPass } from './facet-pass.ts';
import type { ListingRequest } from './listing-request.ts';
import { LruCache } from './lru-cache.ts';
import { matchPass } from './match-pass.ts';
import { isListed } from './public-statuses.ts';
import { pageRows, resolveFilters } from './resolve-filters.ts';
import { matchSearchTexts } from './search-match.ts';
import { rankBySearch } from './search-rank.ts';
import { scoresAlike } from './search-vocabulary.ts';
import { type Summary, summaryKey, summaryOfPass, viewFor } from './summary.ts';
import { patchSummary } from './summary-patch.ts';
import { VersionWatch } from './version-watch.ts';
import type { RowSet } from './row-set.ts';

export interface Listing {
  count: number;
  /** Car ids of the page, in order. */
  carIds: number[];
  facets: ListingFacets;
  bounds: ListingBounds;
  /** The reference tables of the index that answered, for resolving the page's cars. */
  lookups: CatalogueLookups;
}

/** Bytes of match sets and per-trim counts the summary cache may hold. */
const SUMMARIES_BUDGET = 24 * 2 ** 20;

/** How long an index may trail a heard change and still count as ready (decision 36's bound). */
export const READY_WHILE_BEHIND_MS = 1000;

/**
 * One API instance's facet index, kept fresh from the database. Every committed change is announced
 * (see VersionWatch): the instance then stops trusting the car rows it read and catches up in the
 * background from the change feed, patching the cars it names (catch-up.ts), while the previous
 * index keeps answering, so no request waits. Meanwhile the page's cars are read afresh and a car
 * no longer listed is left out, so a page never shows a car whose own page is gone; counts, facets
 * and bounds follow when the patch lands (decisions 18 and 36). Only the first build is awaited.
 * Results of the current index are cached by filter combination (paging and re-sorting repeat
 * them); a patch moves them, and the cached rows lose only the cars it changed (decision 56); a
 * full build empties both, and the search scores' unless its words are unchanged.
 */
export class Catalogue {
  private current: FacetIndex | undefined;
  private building: Promise<FacetIndex> | undefined;
  private readonly watch: VersionWatch;
  /** Bumped whenever the cached rows may be out of date, so a read already under way is not kept. */
  private rowsGeneration = 0;
  /** The version whose changes the cached rows hold: past it, rows are read afresh until a catch-up names the cars changed. */
  private rowsVersion = Number.NEGATIVE_INFINITY;
  private searches = new LruCache<string, { scores: Uint16Array | undefined }>(2000);
  // Visitors repeat filter combinations (a brand, a body style, a price band, paging through
  // them). The match set (a bit per car) and the counts per trim dominate a summary's size, so the
  // cache holds at most SUMMARIES_BUDGET of them: 256 combinations at 100,000 cars, about 190 at a
  // million (48 while a match took a byte per car). Every patch moves them all (decision 56).
  private summaries = new LruCache<string, Summary>(256, { weigh: ({ pass }) => pass.matched.byteLength + pass.trimCounts.byteLength, budget: SUMMARIES_BUDGET });
  // Listing pages repeat the same cars (first pages, popular filters). While a change is announced
  // and not yet read, its rows are read afresh; the catch-up then drops only the cars it changed.
  // About 1 KB a row in the heap, so about 21 MiB full; under the bench mix at 100,000 cars, 5,000
  // rows sent two requests in three to PostgreSQL, 20,000 one in three (decision 62).
  private rows = new LruCache<number, CarRow>(20_000);
  private readonly changeListeners = new Set<() => void>();

  /** Since when the index has trailed the changes heard; infinity while it holds them all. */
  private behindSince = Number.POSITIVE_INFINITY;

  constructor(private readonly db: Db) {
    this.watch = new VersionWatch(db, () => {
      if (this.behindSince === Number.POSITIVE_INFINITY) this.behindSince = Date.now();
      this.rowsGeneration++;
      this.refresh();
      for (const listener of this.changeListeners) listener();
    });
  }

  /**
   * Called after each committed catalogue change this instance hears of (and once it listens
   * again after a lost connection), on the one listening connection the index already keeps.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Starts the first build without waiting for a request to ask (the server calls it at start). */
  warmUp(): void {
    if (!this.current) this.rebuild().catch(() => undefined);
  }

  /**
   * Built, and holding every change this instance has heard of, or about to (a catch-up takes
   * milliseconds, and a load balancer must not drop every instance on every edit): what /readyz reports.
   */
  isReady(): boolean {
    if (!this.current) return false;
    return this.current.version >= this.watch.latest || Date.now() - this.behindSince < READY_WHILE_BEHIND_MS;
  }

  /** Whether the index holds every change this instance has heard of: what it answers now is current. */
  isCurrent(): boolean {
    return this.current !== undefined && this.current.version >= this.watch.latest;
  }

  async index(): Promise<FacetIndex> {
    if (!this.current) return this.rebuild();
    await this.watch.beforeRequest();
    // Also retries a rebuild that failed: a request only compares two numbers.
    this.refresh();
    return this.current;
  }

  /** Starts catching up in the background when the index is older than the newest known change. */
  private refresh(): void {
    if (this.building || !this.current || this.watch.latest <= this.current.version) return;
    const current = this.current;
    // A failed catch-up is retried by the next request instead of failing one.
    this.replaceIndex(() => catchUp(this.db, current)).catch(() => undefined);
  }

  /** Builds a new index now; also what tests call to skip waiting for a change. */
  rebuild(): Promise<FacetIndex> {
    return this.replaceIndex(async () => ({ index: await fullBuild(this.db) }));
  }

  /**
   * One update at a time, swapped in whole when ready: a patch is computed synchronously after its
   * reads, so no request ever sees an index half patched; a build's index replaces the old at once.
   */
  private replaceIndex(next: () => Promise<CaughtUp>): Promise<FacetIndex> {
    if (this.building) return this.building;
    const building = next()
      .then(({ index, changedRows }) => {
        if (index.version >= this.watch.latest) this.behindSince = Number.POSITIVE_INFINITY;
        const previous = this.current;
        if (index === previous) return index;
        this.current = index;
        // Search scores hold text ids of the vocabulary, and stay right while a patch leaves its
        // words and texts as they were. Summaries hold row numbers: a patch keeps them, and moves
        // them by the rows it wrote; a full build numbers the rows anew.
        const scoresKept = previous !== undefined && scoresAlike(previous.vocabulary, index.vocabulary);
        if (!scoresKept) this.searches.clear();
        if (previous && changedRows) {
          this.summaries.revise((summary) => (summary.textScores && !scoresKept ? undefined : patchSummary(previous, index, changedRows, summary)));
          // A read under way may predate a change this catch-up applied before its announcement
          // arrived: kept after the drop below, its row would then be trusted, as the index is current.
          this.rowsGeneration++;
          for (const row of changedRows) this.rows.delete(index.ids[row]!);
        } else {
          this.summaries.clear();
          this.forgetRows();
        }
        this.rowsVersion = index.version;
        return index;
      })
      .finally(() => (this.building = undefined));
    this.building = building;
    // A change announced while updating may have been read too late: then one more catch-up follows.
    // After a failure the next request retries instead, so a database outage is not hammered.
    building.then(() => this.refresh(), () => undefined);
    return building;
  }

  private forgetRows(): void {
    this.rowsGeneration++;
    this.rows.clear();
  }

  async list(request: ListingRequest): Promise<Listing> {
    const { index, summary } = await this.summaryOf(request);
    const { pass, facets, bounds } = summary;
    return { count: pass.count, facets, bounds, carIds: this.pageRows(index, summary, request).map((row) => index.ids[row]!), lookups: index.lookups };
  }

  /**
   * The rows of the index that the listing would show for `request` (those in `matched`), for callers
   * that rank them their own way (the car finder) and must agree with the listing's count.
   */
  async match(request: ListingRequest): Promise<{ index: FacetIndex; count: number; matched: RowSet }> {
    const index = await this.index();
    // A listing already summarised answers from its cache; otherwise the filtering alone, without facets.
    const summary = index === this.current ? this.summaries.get(summaryKey(request)) : undefined;
    if (summary) return { index, count: summary.pass.count, matched: summary.pass.matched };
    return { index, ...(await matchPass(viewFor(index, request), resolveFilters(index, request, await this.search(index, request.text)))) };
  }

  private async summaryOf(request: ListingRequest): Promise<{ index: FacetIndex; summary: Summary }> {
    const index = await this.index();
    const key = summaryKey(request);
    let summary = index === this.current ? this.summaries.get(key) : undefined;
    if (!summary) {
      summary = await this.summarise(index, request);
      if (index === this.current) this.summaries.set(key, summary);
    }
    return { index, summary };
  }

  /** A search ranks its results unless another order was asked for; without one, the listing's order stands. */
  private pageRows(index: FacetIndex, summary: Summary, request: ListingRequest): number[] {
    const { matched, count } = summary.pass;
    if (request.sort !== 'relevance' || !summary.textScores) return pageRows(index, matched, count, request);
    summary.ranked ??= rankBySearch(index, matched, count, summary.textScores);
    return Array.from(summary.ranked.subarray(request.offset, request.offset + request.limit));
  }

  /**
   * The listed cars' rows in the order of `ids`: from the cache, except while a change announced is
   * not yet read (then from the database, since the cache cannot yet say which cars it changed). A car
   * hidden since the index was built is left out: until the rebuild, its page is one car short.
   * The staff's listing asks for `everyStatus`: then only a car deleted meanwhile is left out.
   */
  async carsInOrder(ids: readonly number[], { everyStatus = false } = {}): Promise<CarRow[]> {
    const generation = this.rowsGeneration;
    const cached = this.rowsVersion >= this.watch.latest;
    const missing = cached ? ids.filter((id) => this.rows.get(id) === undefined) : [...ids];
    const loaded = missing.length > 0 ? await carsByIds(this.db, missing) : [];
    const byId = new Map(loaded.map((row) => [row.id, row]));
    // Rows read while a change was being announced may predate it: use them, keep them not.
    if (generation === this.rowsGeneration) for (const row of loaded) this.rows.set(row.id, row);
    const rows = ids.flatMap((id) => byId.get(id) ?? (cached ? this.rows.get(id) : undefined) ?? []);
    return everyStatus ? rows : rows.filter(isListed);
  }

  private async summarise(index: FacetIndex, request: ListingRequest): Promise<Summary> {
    const textScores = await this.search(index, request.text);
    return summaryOfPass(index, request, await runFacetPass(viewFor(index, request), resolveFilters(index, request, textScores)), textScores);
  }

  private async search(index: FacetIndex, text: string): Promise<Uint16Array | undefined> {
    const term = normaliseSearchText(text);
    const cached = this.searches.get(term);
    if (cached) return cached.scores;
    const scores = await matchSearchTexts(this.db, index.vocabulary, term);
    if (index === this.current) this.searches.set(term, { scores });
    return scores;
  }
}
