import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { codesOf } from './support/accounts.ts';
import { listing } from './support/catalogue-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { carInStatus, staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// CONTRACT.md staffCars: the catalogue's listing (filters, facets, bounds) over cars of every status.
let server: TestServer;
let operator: Record<string, string>;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(60);
  operator = (await staffSession(server.url, db(), ['operator'])).headers;
}, 120_000);
afterAll(() => server?.close());

type StaffListing = {
  count: number;
  cars: { id: string; status: { slug: string }; brand: { slug: string } }[];
  facets: { brand: { slug: string; count: number }[] };
  bounds: { price: { min: number; max: number } };
};
const staffCars = (variables: { status?: string[]; filter?: Record<string, unknown> }) =>
  postFrom<{ staffCars: StaffListing }>(
    server.url,
    freshClientIp(),
    `query l($filter: FilterInput, $status: [String!]) { staffCars(filter: $filter, status: $status) {
      count cars { id status { slug } brand { slug } } facets { brand { slug count } } bounds { price { min max } } } }`,
    { headers: operator, variables },
  );
async function staffListing(variables: { status?: string[]; filter?: Record<string, unknown> }): Promise<StaffListing> {
  const answer = await staffCars(variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.staffCars;
}
const setStatus = (carId: string, status: string) =>
  postFrom(server.url, freshClientIp(), 'mutation s($input: SetCarStatusInput!) { setCarStatus(input: $input) { id } }', { headers: operator, variables: { input: { carId, status } } });

/** What the database holds: cars per status, and per brand slug among `statuses`. */
async function truth(statuses: string[]) {
  const rows = await queryRows<{ slug: string; count: number; low: string; high: string }>(
    db(),
    sql`select b.slug, count(*)::int as count, min(c.listing_price)::text as low, max(c.listing_price)::text as high
      from cars c join brands b on b.id = c.brand_id
      where c.status::text in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)}) group by b.slug`,
  );
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    brands: Object.fromEntries(rows.map((row) => [row.slug, row.count])),
    price: { min: Math.min(...rows.map((row) => Number(row.low))), max: Math.max(...rows.map((row) => Number(row.high))) },
  };
}
const countsOf = (options: { slug: string; count: number }[]) => Object.fromEntries(options.filter((option) => option.count > 0).map((option) => [option.slug, option.count]));
const EVERY_STATUS = ['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW'];
const HIDDEN = ['NOT_AVAILABLE', 'TO_REVIEW'];

describe('staffCars', () => {
  it('lists hidden cars beside public ones, with the facets and bounds of the statuses asked for, while visitors never see them', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    expect((await setStatus(car.id, 'NOT_AVAILABLE')).body.errors).toBeUndefined();
    // The change reaches the index from the change feed, as on every instance.
    await expect.poll(async () => (await staffListing({ status: ['NOT_AVAILABLE'], filter: { limit: 60 } })).cars.map((row) => row.id), { timeout: 5000, interval: 100 }).toContain(car.id);

    const hidden = await staffListing({ status: HIDDEN, filter: { limit: 60 } });
    const expected = await truth(HIDDEN);
    expect(hidden.count).toBe(expected.count);
    expect(hidden.cars.every((row) => HIDDEN.includes(row.status.slug))).toBe(true);
    expect(countsOf(hidden.facets.brand)).toEqual(expected.brands);
    expect(hidden.bounds.price).toEqual(expected.price);

    // No status: every one, as many as the table holds.
    const every = await staffListing({});
    const all = await truth(EVERY_STATUS);
    expect(every.count).toBe(all.count);
    expect(countsOf(every.facets.brand)).toEqual(all.brands);

    const visitors = await listing(server.url, { limit: 60 });
    expect(visitors.count).toBe((await truth(['AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD'])).count);
    expect(visitors.cars.map((row) => row.id)).not.toContain(car.id);

    // The catalogue's filters apply to hidden cars too.
    const ofItsBrand = await staffListing({ status: ['NOT_AVAILABLE'], filter: { where: { brand: [hidden.cars.find((row) => row.id === car.id)!.brand.slug] } } });
    expect(ofItsBrand.cars.map((row) => row.id)).toContain(car.id);

    expect((await setStatus(car.id, 'AVAILABLE')).body.errors).toBeUndefined();
    await expect.poll(async () => (await staffListing({ status: ['NOT_AVAILABLE'], filter: { limit: 60 } })).cars.map((row) => row.id), { timeout: 5000, interval: 100 }).not.toContain(car.id);
  });

  it('names an unknown status', async () => {
    const answer = await staffCars({ status: ['AVAILABLE', 'GONE'] });
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.extensions).toMatchObject({ errors: [{ field: 'status.1', message: 'unknown_status' }] });
  });
});
