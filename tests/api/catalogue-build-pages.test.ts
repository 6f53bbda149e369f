import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFacetIndex } from '../../server/catalogue/build-index.ts';
import type { FacetIndex } from '../../server/catalogue/facet-index.ts';
import { facetOptions } from '../../server/catalogue/facet-options.ts';
import { runFacetPass } from '../../server/catalogue/facet-pass.ts';
import type { ListingRequest } from '../../server/catalogue/listing-request.ts';
import { resolveFilters } from '../../server/catalogue/resolve-filters.ts';
import { SORT_KEYS } from '../../server/catalogue/sort-orders.ts';
import { queryRows } from '../../server/db/client.ts';
import { PUBLIC_STATUSES } from '../../server/db/schema/cars.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(40);
  // Some cars not listed, so pages skip rows the build must leave out.
  await server.database.db.execute(sql`update cars set status = 'NOT_AVAILABLE' where id % 5 = 0`);
}, 120_000);
afterAll(() => server.close());

const request = (slugs: ListingRequest['slugs']): ListingRequest => ({ limit: 60, offset: 0, sort: 'relevance', text: '', slugs, ranges: {} });

/** What listings can observe of an index: its cars in every order, and the facets of a few filters. */
async function observed(index: FacetIndex) {
  const orders = SORT_KEYS.map((key) => [...index.orders[key]].map((row) => index.ids[row]));
  const listings = [request({}), request({ bodyStyle: [index.lookups.bodyStyle.rows[0]!.slug] })];
  const facets = await Promise.all(
    listings.map(async (listing) => {
      const pass = await runFacetPass(index, resolveFilters(index, listing, undefined));
      return { count: pass.count, bounds: pass.bounds, facets: facetOptions(index, pass, listing) };
    }),
  );
  return { listed: index.listed, orders, facets, texts: [...index.vocabulary.words].sort() };
}

describe('the full build reads the catalogue a page at a time', () => {
  it('builds the same index from pages of 7 cars as from one page', async () => {
    const { db } = server.database;
    const whole = await loadFacetIndex(db);
    const paged = await loadFacetIndex(db, 7);
    const statuses = sql.join(PUBLIC_STATUSES.map((status) => sql`${status}::car_status`), sql`, `);
    const [listed] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from cars where status in (${statuses})`);
    expect(listed!.count).toBeGreaterThan(14);
    expect(whole.listed).toBe(listed!.count);
    expect(paged.version).toBe(whole.version);
    expect(await observed(paged)).toEqual(await observed(whole));
  });
});
