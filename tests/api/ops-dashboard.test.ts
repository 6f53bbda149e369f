import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { confirmedSession, testClock } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { catalogueCar, createMutation, sellInput } from './support/sell-requests-client.ts';
import { auditCount, staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// Monday 9 March 2026 in Santo Domingo (UTC−4) when the fixtures are made; the dashboard is read on
// Wednesday 11 March at 10:30, so "today" is 11 March there, 04:00 UTC to 04:00 UTC the next day.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));
const local = (day: string, hour: number) => new Date(`2026-${day}T${String(hour).padStart(2, '0')}:00:00-04:00`);
const slot = (day: string, hour: number) => local(day, hour).toISOString().replace('.000Z', 'Z');

let server: TestServer;
const db = () => server.database.db;
const ask = <Data>(query: string, headers: Record<string, string>, variables?: Record<string, unknown>) => postFrom<Data>(server.url, freshClientIp(), query, { headers, variables });

const dashboardQuery = `query { opsDashboard {
  carsByStatus { status count }
  offerPromise { onTime dueSoon overdue }
  testDrivesToday inspectionsToday
  driveConversion { drives purchases ratio } } }`;
type Dashboard = {
  carsByStatus: { status: string; count: number }[] | null;
  offerPromise: { onTime: number; dueSoon: number; overdue: number } | null;
  testDrivesToday: number | null;
  inspectionsToday: number | null;
  driveConversion: { drives: number; purchases: number; ratio: number | null } | null;
};

let cars: { id: number; spot_id: number }[];
async function drive(carIndex: number, buyer: { userId: string | null; email: string }, startsAt: Date, status = 'SCHEDULED') {
  const car = cars[carIndex]!;
  await db().execute(
    sql`insert into test_drives (country_id, user_id, email, name, last_name, phone, classified, car_id, spot_id, place, starts_at, ends_at, status)
        values ((select id from countries where code = 'DO'), ${buyer.userId}, ${buyer.email}, 'Ana', 'Pérez', '8095550123', 'sealed-elsewhere',
                ${car.id}, ${car.spot_id}, 'SPOT', ${startsAt.toISOString()}::timestamptz, ${new Date(startsAt.getTime() + 3_600_000).toISOString()}::timestamptz, ${status})`,
  );
}
async function purchase(carIndex: number, userId: string, status: string, createdAt: Date) {
  await db().execute(
    sql`insert into purchases (country_id, user_id, car_id, method, status, created_at)
        values ((select id from countries where code = 'DO'), ${userId}, ${cars[carIndex]!.id}, 'CASH', ${status}, ${createdAt.toISOString()}::timestamptz)`,
  );
}

let headersOf: Record<'admin' | 'operator' | 'appraiser', Record<string, string>>;

beforeAll(async () => {
  server = await startCatalogueServer(6, { auth: { now: clock.now } });
  cars = await queryRows<{ id: number; spot_id: number }>(db(), sql`select id, spot_id from cars order by id`);
  await db().execute(sql`update cars set status = 'AVAILABLE'`);
  await db().execute(sql`update cars set status = 'SOLD' where id = ${cars[4]!.id}`);
  await db().execute(sql`update cars set status = 'PENDING' where id = ${cars[5]!.id}`);

  // Sellers' requests, inspected at these hours: each offer is due 24 hours after its hour ends.
  const car = await catalogueCar(db());
  const spotId = String(cars[0]!.spot_id);
  const request = async (day: string, hour: number) => {
    const created = await ask<{ createSellRequest: { id: string } }>(createMutation, {}, { input: sellInput(car, spotId, slot(day, hour)) });
    expect(created.body.errors).toBeUndefined();
    return created.body.data!.createSellRequest.id;
  };
  await request('03-10', 8); // due 11 March 09:00: overdue at 10:30
  await request('03-10', 14); // due 11 March 15:00: 4 ½ hours left, due soon
  await request('03-11', 8); // due 12 March 09:00: on time; and inspected today
  const offered = await request('03-10', 9); // has its offer: no longer waiting
  const offer = await ask('mutation o($input: SellOfferInput!) { makeSellOffer(input: $input) { id } }', (await staffSession(server.url, db(), ['appraiser'])).headers, { input: { sellRequestId: offered, amount: 900_000 } });
  expect(offer.body.errors).toBeUndefined();

  const [first, second, third] = [await confirmedSession(server.url, db()), await confirmedSession(server.url, db()), await confirmedSession(server.url, db())];
  const one = { userId: first.user.id, email: first.user.email };
  const two = { userId: second.user.id, email: second.user.email };
  const visitor = { userId: null, email: third.user.email.toUpperCase() };
  await drive(0, one, local('03-10', 16)); // done yesterday, then bought
  await drive(1, two, local('03-11', 9)); // done today, its purchase canceled
  await drive(2, visitor, local('03-11', 23)); // today late in Santo Domingo, already 12 March in UTC; not done yet
  await drive(3, one, local('03-11', 15), 'CANCELED');
  await drive(0, two, local('03-12', 0)); // tomorrow
  await drive(1, one, local('02-05', 10)); // over 30 days ago, then bought
  await drive(2, visitor, local('03-01', 10)); // a visitor's, bought later by the account of that e-mail
  await purchase(0, first.user.id, 'COMPLETED', local('03-10', 18));
  await purchase(0, second.user.id, 'IN_PROGRESS', local('03-11', 10)); // a car they have not driven yet
  await purchase(1, first.user.id, 'COMPLETED', local('02-06', 10));
  await purchase(2, third.user.id, 'IN_PROGRESS', local('03-02', 10));
  await purchase(1, second.user.id, 'CANCELED', local('03-11', 10));

  clock.advance((local('03-11', 10).getTime() + 30 * 60_000 - clock.now().getTime()) / 1000);
  // Signed in once the clock has moved, so their access tokens are fresh.
  headersOf = {
    admin: (await staffSession(server.url, db(), ['admin'])).headers,
    operator: (await staffSession(server.url, db(), ['operator'])).headers,
    appraiser: (await staffSession(server.url, db(), ['appraiser'])).headers,
  };
}, 180_000);
afterAll(() => server?.close());

describe('opsDashboard', () => {
  it('gives an admin every figure, counted from the fixtures, and writes no audit entry', async () => {
    const entries = await auditCount(db());
    const answer = await ask<{ opsDashboard: Dashboard }>(dashboardQuery, headersOf.admin);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.opsDashboard).toEqual({
      carsByStatus: [
        { status: 'AVAILABLE', count: 4 },
        { status: 'COMING_SOON', count: 0 },
        { status: 'NOT_AVAILABLE', count: 0 },
        { status: 'PENDING', count: 1 },
        { status: 'SOLD', count: 1 },
        { status: 'TO_REVIEW', count: 0 },
      ],
      offerPromise: { onTime: 1, dueSoon: 1, overdue: 1 },
      testDrivesToday: 2,
      inspectionsToday: 1,
      driveConversion: { drives: 3, purchases: 2, ratio: 2 / 3 },
    });
    expect(await auditCount(db())).toBe(entries);
  });

  it("shows an operator the inventory's blocks and an appraiser the sellers' ones, and nothing else", async () => {
    const operator = (await ask<{ opsDashboard: Dashboard }>(dashboardQuery, headersOf.operator)).body.data!.opsDashboard;
    expect(operator).toMatchObject({ offerPromise: null, inspectionsToday: null, testDrivesToday: 2, driveConversion: { drives: 3, purchases: 2 } });
    expect(operator.carsByStatus).toHaveLength(6);
    const appraiser = (await ask<{ opsDashboard: Dashboard }>(dashboardQuery, headersOf.appraiser)).body.data!.opsDashboard;
    expect(appraiser).toEqual({ carsByStatus: null, offerPromise: { onTime: 1, dueSoon: 1, overdue: 1 }, testDrivesToday: null, inspectionsToday: 1, driveConversion: null });
  });

  it('moves a request from due soon to overdue as the promise passes', async () => {
    clock.advance(5 * 3600);
    const appraiser = (await staffSession(server.url, db(), ['appraiser'])).headers;
    const later = (await ask<{ opsDashboard: Dashboard }>(dashboardQuery, appraiser)).body.data!.opsDashboard;
    expect(later.offerPromise).toEqual({ onTime: 1, dueSoon: 0, overdue: 2 });
  });
});
