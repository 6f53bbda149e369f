import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { codesOf } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { auditCount, carInStatus, staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// The staff console's inventory list (staffInventory): every status, filtered, searched and paged.
let server: TestServer;
let operator: Record<string, string>;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(70);
  operator = (await staffSession(server.url, db(), ['operator'])).headers;
}, 120_000);
afterAll(() => server?.close());

type Listed = { id: string; slug: string; title: string; status: { slug: string }; nextStatuses: string[]; listingPrice: number; priceInfo: { basePrice: number }; mainPicture: string; curboSpot: { name: string } };
type Page = { count: number; cars: Listed[]; nextCursor: string | null };
const fields = 'count nextCursor cars { id slug title status { slug } nextStatuses listingPrice priceInfo { basePrice } mainPicture curboSpot { name } }';
const ask = (variables: { status?: string; search?: string; after?: string | null }) =>
  postFrom<{ staffInventory: Page }>(server.url, freshClientIp(), `query l($status: String, $search: String, $after: ID) { staffInventory(status: $status, search: $search, after: $after) { ${fields} } }`, { headers: operator, variables });
async function page(variables: Parameters<typeof ask>[0]): Promise<Page> {
  const answer = await ask(variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.staffInventory;
}
/** Every page of a filter, following the cursor. */
async function everyPage(variables: { status?: string; search?: string }): Promise<Listed[]> {
  const cars: Listed[] = [];
  let after: string | null = null;
  do {
    const next = await page({ ...variables, after });
    expect(next.cars.length).toBeLessThanOrEqual(30);
    cars.push(...next.cars);
    after = next.nextCursor;
  } while (after !== null);
  return cars;
}
const idsInDb = async (status?: string) =>
  (await queryRows<{ id: number }>(db(), status ? sql`select id from cars where status = ${status} order by id desc` : sql`select id from cars order by id desc`)).map((row) => String(row.id));

describe('staffInventory', () => {
  it('lists every car of every status, newest first, 30 a page, with the total', async () => {
    const first = await page({});
    const all = await idsInDb();
    expect(first.count).toBe(all.length);
    expect(first.cars).toHaveLength(30);
    expect(first.nextCursor).toBe(first.cars[29]!.id);
    const walked = await everyPage({});
    expect(walked.map((car) => car.id)).toEqual(all);
    expect(new Set(walked.map((car) => car.status.slug))).toEqual(new Set(['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW']));
  });

  it('narrows to one status, counted and paged alike', async () => {
    for (const status of ['NOT_AVAILABLE', 'SOLD', 'TO_REVIEW']) {
      const listed = await everyPage({ status });
      expect(listed.map((car) => car.id)).toEqual(await idsInDb(status));
      expect((await page({ status })).count).toBe(listed.length);
    }
  });

  it('finds cars by title, brand or model whatever the accents and letter case, and by a piece of the slug', async () => {
    const car = await carInStatus(db(), 'TO_REVIEW');
    const [listed] = (await everyPage({})).filter((each) => each.id === car.id);
    const [brand] = listed!.title.split(' ');
    const byBrand = await everyPage({ search: `  ${brand!.toUpperCase().replace(/A/, 'Á')} ` });
    expect(byBrand.map((each) => each.id)).toContain(car.id);
    expect(byBrand.every((each) => each.title.toLowerCase().startsWith(brand!.toLowerCase()))).toBe(true);
    const byTitle = await page({ search: listed!.title.toLowerCase() });
    expect(byTitle.cars.map((each) => each.id)).toContain(car.id);
    const bySlug = await page({ search: car.slug });
    expect(bySlug.cars.map((each) => each.id)).toEqual([car.id]);
    expect(bySlug.count).toBe(1);
    const withStatus = await page({ search: car.slug, status: 'AVAILABLE' });
    expect(withStatus).toEqual({ count: 0, cars: [], nextCursor: null });
    expect((await page({ search: 'zzqx nothing' })).count).toBe(0);
  });

  it('gives each car its price, picture, spot and the statuses it may move to', async () => {
    const available = await carInStatus(db(), 'AVAILABLE');
    const sold = await carInStatus(db(), 'SOLD');
    const [one] = (await page({ search: available.slug })).cars;
    expect(one).toMatchObject({ slug: available.slug, nextStatuses: ['PENDING', 'SOLD', 'NOT_AVAILABLE', 'TO_REVIEW'], priceInfo: { basePrice: available.base_price } });
    expect(one!.mainPicture).not.toBe('');
    expect(one!.curboSpot.name).not.toBe('');
    expect((await page({ search: sold.slug })).cars[0]!.nextStatuses).toEqual([]);
  });

  it('refuses an unknown status, a malformed cursor and an endless search, and writes no audit entry', async () => {
    const before = await auditCount(db());
    expect((await ask({ status: 'GONE' })).body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'status', message: 'unknown_status' }] });
    expect(codesOf(await ask({ after: 'abc' }))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await ask({ search: 'x'.repeat(101) }))).toEqual(['BAD_USER_INPUT']);
    await page({});
    expect(await auditCount(db())).toBe(before);
  });
});
