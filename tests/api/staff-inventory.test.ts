import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { codesOf } from './support/accounts.ts';
import { carRequestInput, createCarRequestMutation } from './support/car-requests-client.ts';
import { listing } from './support/catalogue-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { carInStatus, staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// The operator's inventory changes (CONTRACT.md setCarStatus, setCarPrice), seen by the public catalogue.
let server: TestServer;
let operator: Record<string, string>;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(60);
  operator = (await staffSession(server.url, db(), ['operator'])).headers;
}, 120_000);
afterAll(() => server?.close());

const carFields = 'id slug status { slug } priceInfo { basePrice fee transfer warranty monthlyPrice } offerData { hasOffer }';
type StaffCar = { id: string; slug: string; status: { slug: string }; priceInfo: { basePrice: number; fee: number; transfer: number; warranty: number; monthlyPrice: number }; offerData: { hasOffer: boolean } };
const setStatus = (carId: string, status: string) =>
  postFrom<{ setCarStatus: StaffCar }>(server.url, freshClientIp(), `mutation s($input: SetCarStatusInput!) { setCarStatus(input: $input) { ${carFields} } }`, { headers: operator, variables: { input: { carId, status } } });
const setPrice = (carId: string, basePrice: number) =>
  postFrom<{ setCarPrice: StaffCar }>(server.url, freshClientIp(), `mutation p($input: SetCarPriceInput!) { setCarPrice(input: $input) { ${carFields} } }`, { headers: operator, variables: { input: { carId, basePrice } } });
const publicCar = (slug: string) => postFrom<{ getCar: { listingPrice: number } }>(server.url, freshClientIp(), 'query c($slug: String!) { getCar(slug: $slug) { listingPrice } }', { variables: { slug } });
const listedIds = async () => (await listing(server.url, { limit: 100 })).cars.map((car) => car.id);
/** A parenthesised list of parameters, for `in`. */
const listOf = (values: (string | number)[]) => sql`(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
const entriesFor = (carId: string) => queryRows<{ action: string; before: unknown; after: unknown }>(db(), sql`select action, before, after from audit_log where subject_type = 'car' and subject_id = ${carId} order by id`);

describe('setCarStatus', () => {
  it('takes a car off sale and back along the allowed transitions, and the public catalogue follows', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    expect(await listedIds()).toContain(car.id);

    const hidden = await setStatus(car.id, 'NOT_AVAILABLE');
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data!.setCarStatus.status.slug).toBe('NOT_AVAILABLE');
    expect(codesOf(await publicCar(car.slug))).toEqual(['NOT_FOUND']);
    await expect.poll(listedIds, { timeout: 5000, interval: 100 }).not.toContain(car.id);

    const refused = await setStatus(car.id, 'SOLD');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'status', message: 'transition_not_allowed' }] });

    expect((await setStatus(car.id, 'AVAILABLE')).body.errors).toBeUndefined();
    await expect.poll(listedIds, { timeout: 5000, interval: 100 }).toContain(car.id);
    expect(await entriesFor(car.id)).toEqual([
      { action: 'setCarStatus', before: { status: 'AVAILABLE' }, after: { status: 'NOT_AVAILABLE' } },
      { action: 'setCarStatus', before: { status: 'NOT_AVAILABLE' }, after: { status: 'AVAILABLE' } },
    ]);
  });

  it('leaves a sold car sold, and names unknown cars and statuses', async () => {
    const sold = await carInStatus(db(), 'SOLD');
    expect(codesOf(await setStatus(sold.id, 'AVAILABLE'))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await setStatus('999999', 'AVAILABLE'))).toEqual(['NOT_FOUND']);
    const unknown = await setStatus(sold.id, 'GONE');
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'status', message: 'unknown_status' }] });
    expect(await entriesFor(sold.id)).toEqual([]);
  });

  it('publishes a car that comes in for review once it goes on sale', async () => {
    const incoming = await carInStatus(db(), 'TO_REVIEW');
    expect((await setStatus(incoming.id, 'AVAILABLE')).body.errors).toBeUndefined();
    const [row] = await queryRows<{ published_at: Date | null }>(db(), sql`select published_at from cars where id = ${Number(incoming.id)}`);
    expect(row!.published_at).not.toBeNull();
    await expect.poll(listedIds, { timeout: 5000, interval: 100 }).toContain(incoming.id);
  });
});

describe('setCarPrice', () => {
  it('sets what a buyer pays and the costs beside it, on the car page and in the listing', async () => {
    const [plain] = await queryRows<{ id: number; slug: string; base_price: string }>(db(), sql`select id, slug, base_price from cars where status = 'AVAILABLE' and not has_offer order by id limit 1`);
    const price = Number(plain!.base_price) - 100_000;
    const answer = await setPrice(String(plain!.id), price);
    expect(answer.body.errors).toBeUndefined();
    const { priceInfo } = answer.body.data!.setCarPrice;
    expect(priceInfo.basePrice).toBe(price);
    // The transfer tax is 2 % of the price (rounded to hundreds), so it moved with it.
    expect(priceInfo.transfer).toBe(Math.round((price * 0.02) / 100) * 100);
    expect((await publicCar(plain!.slug)).body.data!.getCar.listingPrice).toBe(price);
    await expect.poll(async () => (await listing(server.url, { limit: 100 })).cars.find((car) => car.id === String(plain!.id))?.listingPrice, { timeout: 5000, interval: 100 }).toBe(price);
  });

  it('re-measures a running offer against its original price, and ends it at or above that price', async () => {
    const [offered] = await queryRows<{ id: number; offer_original_price: string }>(db(), sql`select id, offer_original_price from cars where status = 'AVAILABLE' and has_offer order by id limit 1`);
    const original = Number(offered!.offer_original_price);
    const lower = await setPrice(String(offered!.id), original - 50_000);
    expect(lower.body.data!.setCarPrice.offerData.hasOffer).toBe(true);
    const [still] = await queryRows<{ offer_discount: string }>(db(), sql`select offer_discount from cars where id = ${offered!.id}`);
    expect(Number(still!.offer_discount)).toBe(50_000);
    const ended = await setPrice(String(offered!.id), original);
    expect(ended.body.data!.setCarPrice.offerData.hasOffer).toBe(false);
  });

  it('refuses a price that is not a whole, positive number of pesos', async () => {
    const car = await carInStatus(db(), 'AVAILABLE');
    for (const price of [0, -5, 1.5, 200_000_000]) expect(codesOf(await setPrice(car.id, price))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('previewPriceChange and changePrices', () => {
  const changeFields = 'car { id listingPrice } oldPrice newPrice';
  type Change = { car: { id: string; listingPrice: number }; oldPrice: number; newPrice: number };
  const preview = (input: unknown) => postFrom<{ previewPriceChange: Change[] }>(server.url, freshClientIp(), `query p($input: BulkPriceInput!) { previewPriceChange(input: $input) { ${changeFields} } }`, { headers: operator, variables: { input } });
  const apply = (input: unknown) => postFrom<{ changePrices: Change[] }>(server.url, freshClientIp(), `mutation c($input: BulkPriceInput!) { changePrices(input: $input) { ${changeFields} } }`, { headers: operator, variables: { input } });
  const pricesOf = async (ids: string[]) =>
    (await queryRows<{ id: number; listing_price: string }>(db(), sql`select id, listing_price from cars where id in ${listOf(ids.map(Number))} order by id`)).map((row) => Number(row.listing_price));
  const availableIds = async (count: number) =>
    (await queryRows<{ id: number }>(db(), sql`select id from cars where status = 'AVAILABLE' and not has_offer order by id desc limit ${count}`)).map((row) => String(row.id));

  it('previews without changing anything, then moves every price to what the preview said', async () => {
    const ids = await availableIds(3);
    const before = await pricesOf(ids);
    const previewed = await preview({ carIds: ids, percent: -5 });
    expect(previewed.body.errors).toBeUndefined();
    const expected = before.map((price) => Math.round((price * 0.95) / 1000) * 1000);
    expect(previewed.body.data!.previewPriceChange.map((change) => [change.oldPrice, change.newPrice])).toEqual(before.map((price, index) => [price, expected[index]]));
    expect(await pricesOf(ids)).toEqual(before);

    const applied = await apply({ carIds: ids, percent: -5 });
    expect(applied.body.errors).toBeUndefined();
    expect(applied.body.data!.changePrices.map((change) => change.car.listingPrice)).toEqual(expected);
    expect(await pricesOf(ids)).toEqual(expected);
    const entries = await queryRows<{ subject_id: string }>(db(), sql`select subject_id from audit_log where action = 'changePrices' and subject_id in ${listOf(ids)}`);
    expect(entries.map((entry) => entry.subject_id).sort()).toEqual([...ids].sort());
  });

  it('brings a car whose price dropped to the car requests it now fits', async () => {
    const [car] = await queryRows<{ id: number; listing_price: string; brand: string; model: string; year: number }>(
      db(),
      sql`select c.id, c.listing_price, b.slug as brand, m.slug as model, c.year from cars c join car_models m on m.id = c.model_id join brands b on b.id = m.brand_id
          where c.status = 'AVAILABLE' and not c.has_offer order by c.id limit 1`,
    );
    const price = Number(car!.listing_price);
    // A buyer's budget between the new price and the old one.
    const input = carRequestInput({ brand: car!.brand, model: car!.model }, { year: 2000, budget: price - 20_000 });
    const asked = await postFrom<{ createCarRequest: { id: string } }>(server.url, freshClientIp(), createCarRequestMutation, { variables: { input } });
    expect(asked.body.errors).toBeUndefined();
    const requestId = asked.body.data!.createCarRequest.id;
    const matched = () => queryRows<{ car_id: number }>(db(), sql`select car_id from car_request_matches where car_request_id = ${requestId}`);
    expect(await matched()).toEqual([]);
    expect((await apply({ carIds: [String(car!.id)], amount: -50_000 })).body.errors).toBeUndefined();
    expect(await matched()).toEqual([{ car_id: car!.id }]);
  });

  it('refuses a change that names a car twice, gives both a percentage and an amount, or leaves a car without a price, and changes nothing', async () => {
    const ids = await availableIds(2);
    const before = await pricesOf(ids);
    const fieldOf = async (input: unknown) => (await apply(input)).body.errors?.[0]?.extensions;
    expect(await fieldOf({ carIds: [ids[0], ids[0]], percent: 5 })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'carIds', message: 'repeated' }] });
    expect(await fieldOf({ carIds: ids, percent: 5, amount: 1000 })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'percent', message: 'percent_or_amount' }] });
    expect(await fieldOf({ carIds: ids, amount: -10_000_000 })).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'amount', message: 'price_below_zero' }] });
    expect(codesOf(await apply({ carIds: [...ids, '999999'], percent: -5 }))).toEqual(['NOT_FOUND']);
    expect(await pricesOf(ids)).toEqual(before);
  });
});
