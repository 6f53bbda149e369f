import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { listingPriceOf, placeholderVin } from '../../server/selling/car-from-sell-request.ts';
import { bearer, codesOf, confirmedSession, testClock } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { catalogueCar, createMutation, sellInput, type SellRequest } from './support/sell-requests-client.ts';
import { staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// Issue 18 §3: an accepted offer turns into a car in the inventory in one action (decision 52).
// Monday 9 March 2026 in Santo Domingo: inspection windows from tomorrow on.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));
const slot = (hour: number) => `2026-03-10T${String(hour).padStart(2, '0')}:00:00-04:00`;

let server: TestServer;
let appraiser: Record<string, string>;
let operator: Record<string, string>;
let spotId: string;
let car: Awaited<ReturnType<typeof catalogueCar>>;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(4, { auth: { now: clock.now } });
  appraiser = (await staffSession(server.url, db(), ['appraiser'])).headers;
  operator = (await staffSession(server.url, db(), ['operator'])).headers;
  spotId = String((await queryRows<{ id: number }>(db(), sql`select id from spots order by id limit 1`))[0]!.id);
  car = await catalogueCar(db());
}, 120_000);
afterAll(() => server?.close());

const call = <Data>(query: string, input: unknown, headers: Record<string, string>) => postFrom<Data>(server.url, freshClientIp(), query, { headers, variables: { input } });
const offer = (sellRequestId: string, amount: number) => call(`mutation o($input: SellOfferInput!) { makeSellOffer(input: $input) { id } }`, { sellRequestId, amount }, appraiser);
const respond = (sellRequestId: string, headers: Record<string, string>) => call(`mutation r($input: SellOfferResponseInput!) { respondToSellOffer(input: $input) { id } }`, { sellRequestId, accept: true }, headers);
type ListedCar = { id: string; slug: string; year: number; mileage: number; listingPrice: number; status: { slug: string }; brand: { slug: string }; carModel: { slug: string } };
const listCar = (sellRequestId: string, headers = operator) =>
  call<{ listSellRequestCar: ListedCar }>(
    'mutation l($input: ListSellRequestCarInput!) { listSellRequestCar(input: $input) { id slug year mileage listingPrice status { slug } brand { slug } carModel { slug } } }',
    { sellRequestId },
    headers,
  );
const requestRow = async (id: string) =>
  (await queryRows<{ status: string; car_id: number | null }>(db(), sql`select status, car_id from sell_requests where id = ${id}`))[0]!;
const carsFrom = async (id: string) => (await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from cars where vin = ${placeholderVin(id)}`))[0]!.count;

let hour = 7;
let plates = 0;
/** A seller's request at the next free hour of 10 March, with a plate no car has; accepted when `amount` is given. */
async function sellerRequest(amount?: number, withTrim = true) {
  const session = await confirmedSession(server.url, db());
  const headers = bearer(session.accessToken);
  hour += 1;
  plates += 1;
  const { trim, ...withoutTrim } = car;
  const input = sellInput(withTrim ? { ...car, trim } : withoutTrim, spotId, slot(hour), { person: { name: 'Ana', lastName: 'Pérez', email: session.user.email, phone: '8095550123' } });
  input.car = { ...input.car, mileage: 48_200 + plates, licensePlate: `Z${String(Date.now() % 100_000).padStart(5, '0')}${plates}` };
  const created = await call<{ createSellRequest: SellRequest }>(createMutation, input, headers);
  expect(created.body.errors).toBeUndefined();
  const request = created.body.data!.createSellRequest;
  if (amount !== undefined) {
    expect((await offer(request.id, amount)).body.errors).toBeUndefined();
    expect((await respond(request.id, headers)).body.errors).toBeUndefined();
  }
  return { headers, request };
}

describe('listSellRequestCar', () => {
  it('enters the accepted car for review with the request’s data, in the inventory, and closes the request as SOLD with its car', async () => {
    const { request } = await sellerRequest(880_000);
    const answer = await listCar(request.id);
    expect(answer.body.errors).toBeUndefined();
    const listed = answer.body.data!.listSellRequestCar;
    // The offer was the value less 12 % (decision 23): the car is priced at the value.
    expect(listingPriceOf(880_000)).toBe(1_000_000);
    expect(listed).toMatchObject({ status: { slug: 'TO_REVIEW' }, brand: { slug: car.brand }, carModel: { slug: car.model }, year: car.year, mileage: request.car.mileage, listingPrice: 1_000_000 });

    const form = await call<{ staffCarForm: { vehicle: { trim: string; exteriorColor: string }; sale: { spot: string; licensePlate: string; vin: string; sellerType: string }; inspection: { inspectedAt: string } } }>(
      'query f($input: ID!) { staffCarForm(carId: $input) { vehicle { trim exteriorColor } sale { spot licensePlate vin sellerType } inspection { inspectedAt } } }',
      listed.id,
      operator,
    );
    expect(form.body.errors).toBeUndefined();
    expect(form.body.data!.staffCarForm).toMatchObject({
      vehicle: { trim: car.trim, exteriorColor: 'blanco' },
      sale: { licensePlate: request.car.licensePlate, vin: placeholderVin(request.id), sellerType: 'SPOT' },
      inspection: { inspectedAt: '2026-03-10' },
    });

    const inventory = await call<{ staffInventory: { cars: { id: string }[] } }>('query i($input: String) { staffInventory(status: $input) { cars { id } } }', 'TO_REVIEW', operator);
    expect(inventory.body.data!.staffInventory.cars.map((each) => each.id)).toContain(listed.id);
    const staffCars = await call<{ staffCars: { cars: { id: string }[] } }>('query s($input: [String!]) { staffCars(status: $input, filter: { limit: 60 }) { cars { id } } }', ['TO_REVIEW'], operator);
    expect(staffCars.body.data!.staffCars.cars.map((each) => each.id)).toContain(listed.id);

    expect(await requestRow(request.id)).toEqual({ status: 'SOLD', car_id: Number(listed.id) });
    const entries = await queryRows<{ action: string; subject_id: string }>(
      db(),
      sql`select action, subject_id from audit_log where (subject_type = 'sell_request' and subject_id = ${request.id}) or (subject_type = 'car' and subject_id = ${listed.id}) order by id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['makeSellOffer', 'createCar', 'listSellRequestCar']);
  });

  it('keeps the car from buyers until its placeholder VIN is replaced by the one on its papers', async () => {
    const { request } = await sellerRequest(700_000);
    const listed = (await listCar(request.id)).body.data!.listSellRequestCar;
    const setStatus = (status: string) => call<{ setCarStatus: { status: { slug: string } } }>('mutation s($input: SetCarStatusInput!) { setCarStatus(input: $input) { status { slug } } }', { carId: listed.id, status }, operator);
    const refused = await setStatus('AVAILABLE');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'vin', message: 'vin_unconfirmed' }] });
    // Hidden statuses stay open to it.
    expect((await setStatus('NOT_AVAILABLE')).body.data?.setCarStatus.status.slug).toBe('NOT_AVAILABLE');
    await db().execute(sql`update cars set vin = '1HGCM82633A004352' where id = ${Number(listed.id)}`);
    expect((await setStatus('AVAILABLE')).body.data?.setCarStatus.status.slug).toBe('AVAILABLE');
  });

  it('takes the model year’s cheapest version when the seller did not know theirs', async () => {
    const { request } = await sellerRequest(500_000, false);
    const listed = await listCar(request.id);
    expect(listed.body.errors).toBeUndefined();
    const [cheapest] = await queryRows<{ slug: string }>(
      db(),
      sql`select trims.slug from trims join car_models on car_models.id = trims.model_id where car_models.slug = ${car.model} and trims.year = ${car.year} order by trims.base_price, trims.name limit 1`,
    );
    const [row] = await queryRows<{ slug: string }>(db(), sql`select trims.slug from cars join trims on trims.id = cars.trim_id where cars.id = ${Number(listed.body.data!.listSellRequestCar.id)}`);
    expect(row!.slug).toBe(cheapest!.slug);
  });

  it('refuses a request the seller has not accepted, and one nobody made', async () => {
    const { request } = await sellerRequest();
    const refused = await listCar(request.id);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ errors: [{ field: 'sellRequestId', message: 'not_approved' }] });
    await offer(request.id, 700_000);
    expect(codesOf(await listCar(request.id))).toEqual(['BAD_USER_INPUT']);
    expect(await requestRow(request.id)).toEqual({ status: 'PENDING', car_id: null });
    expect(await carsFrom(request.id)).toBe(0);
    expect(codesOf(await listCar('00000000-0000-4000-8000-000000000000'))).toEqual(['NOT_FOUND']);
    expect(codesOf(await listCar('not-an-id'))).toEqual(['NOT_FOUND']);
  });

  it('enters one car however often it is asked, two at once included', async () => {
    const { request } = await sellerRequest(900_000);
    const [first, second] = await Promise.all([listCar(request.id), listCar(request.id)]);
    const answers = [first, second];
    expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.body.errors !== undefined)!;
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ errors: [{ field: 'sellRequestId', message: 'already_listed' }] });
    const again = await listCar(request.id);
    expect(again.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'sellRequestId', message: 'already_listed' }] });
    expect(await carsFrom(request.id)).toBe(1);
  });

  it('keeps the link in the database: sold only with a car, and never to a second one', async () => {
    const { request } = await sellerRequest(650_000);
    // APPROVED with a car, or SOLD without one, is refused by the check.
    const [anyCar] = await queryRows<{ id: number }>(db(), sql`select id from cars where id not in (select car_id from sell_requests where car_id is not null) order by id limit 1`);
    await expect(db().execute(sql`update sell_requests set car_id = ${anyCar!.id} where id = ${request.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update sell_requests set status = 'SOLD' where id = ${request.id}`)).rejects.toThrow();
    const listed = (await listCar(request.id)).body.data!.listSellRequestCar;
    await expect(db().execute(sql`update sell_requests set car_id = ${anyCar!.id} where id = ${request.id}`)).rejects.toThrow();
    expect(await requestRow(request.id)).toEqual({ status: 'SOLD', car_id: Number(listed.id) });
  });

  it('is for operators and admins: a buyer and an appraiser are FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const { request, headers } = await sellerRequest(600_000);
    expect(codesOf(await listCar(request.id, headers))).toEqual(['FORBIDDEN']);
    expect(codesOf(await listCar(request.id, appraiser))).toEqual(['FORBIDDEN']);
    expect(codesOf(await listCar(request.id, {}))).toEqual(['UNAUTHENTICATED']);
    expect(await requestRow(request.id)).toEqual({ status: 'APPROVED', car_id: null });
  });
});
