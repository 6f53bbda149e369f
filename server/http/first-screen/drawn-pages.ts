import { LruCache } from '../../catalogue/lru-cache.ts';

/** A page as sent: its status and its HTML. */
export interface SentPage {
  status: 200 | 404;
  html: string;
}

export interface DrawnPagesOptions {
  /**
   * Whether the catalogue's index holds every change heard (Catalogue.isCurrent). While it catches
   * up, a listing drawn from it shows the counts and order from before: sent, but not kept.
   */
  catalogueIsCurrent: () => boolean;
  /** How long a page is kept at most, for what the catalogue's changes do not announce. */
  maxAgeMs: number;
  /** The pages kept take at most this many bytes. */
  budgetBytes: number;
  now?: () => number;
}

// Pictures, inspections and cars all announce their changes; the contact details and currencies a
// page shows change only with a deployment. A minute is what the app itself counts as fresh
// (src/app/create-query-client.ts): a page kept longer would be asked again as soon as it hydrates.
export const DRAWN_PAGE_MAX_AGE_MS = 60_000;
// About 300 listings or 500 car pages.
export const DRAWN_PAGES_BUDGET_BYTES = 32 * 2 ** 20;

type Kept = SentPage & { drawnAt: number };

/**
 * The first screens this instance has drawn, kept until the catalogue changes (docs/decisions/0059).
 * Drawing a page asks the API and renders it, 50 to 150 ms; most visitors ask for the same few
 * pages (the listing, its popular filters, the cars just shared), which are then sent at once. A
 * page drawn while a change was heard, or while the index had yet to take one in, is not kept: it
 * may hold the data from before it. Visitors who ask for a page being drawn wait for that drawing
 * instead of starting their own.
 */
export class DrawnPages {
  private readonly pages: LruCache<string, Kept>;
  private readonly drawing = new Map<string, Promise<SentPage & { keep: boolean }>>();
  /** Bumped by every change heard, so a drawing under way when it came is not kept. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: DrawnPagesOptions) {
    this.now = options.now ?? Date.now;
    // A string's length is a fair weight: ASCII markup, two bytes a character at most.
    this.pages = new LruCache(Number.POSITIVE_INFINITY, { weigh: (page) => page.html.length * 2, budget: options.budgetBytes });
  }

  /** Called for every committed catalogue change this instance hears of (Catalogue.onChange). */
  forgetAll(): void {
    this.generation += 1;
    this.pages.clear();
    this.drawing.clear();
  }

  /** The page kept for `key`, else `draw`'s, kept when it says so. */
  async page(key: string, draw: () => Promise<SentPage & { keep: boolean }>): Promise<SentPage> {
    const kept = this.pages.get(key);
    if (kept && this.now() - kept.drawnAt < this.options.maxAgeMs) return { status: kept.status, html: kept.html };
    const under = this.drawing.get(key);
    if (under) return under;
    const generation = this.generation;
    const current = this.options.catalogueIsCurrent();
    const drawnAt = this.now();
    const drawn = draw().finally(() => {
      if (this.drawing.get(key) === drawn) this.drawing.delete(key);
    });
    this.drawing.set(key, drawn);
    const { status, html, keep } = await drawn;
    if (keep && current && generation === this.generation) this.pages.set(key, { status, html, drawnAt });
    return { status, html };
  }
}
