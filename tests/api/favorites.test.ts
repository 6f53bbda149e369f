import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { bearer, codesOf, confirmedSession, type Session } from './support/accounts.ts';
import { postGraphql } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Preferences = { id: string; cars: { count: number; data: { id: string; slug: string; status: { slug: string }; curboSpot: { city: { name: string } } }[] } };

const preferenceFields = 'id cars { count data { id slug status { slug } curboSpot { city { name } } } }';
const listQuery = `query selfUserFavorites { selfUserPreferences { ${preferenceFields} } }`;
const addMutation = `mutation addFavoriteCar($input: FavoriteCarInput!) { addFavoriteCar(input: $input) { ${preferenceFields} } }`;
const removeMutation = `mutation removeFavoriteCar($input: FavoriteCarInput!) { removeFavoriteCar(input: $input) { ${preferenceFields} } }`;
const clearMutation = `mutation clearAllFavoriteCars { clearAllFavoriteCars { ${preferenceFields} } }`;

let server: TestServer;
let carIds: string[];
beforeAll(async () => {
  server = await startTestServer({ SEED_CARS: '30' });
  const listed = await postGraphql<{ getListingCars: { cars: { id: string }[] } }>(server.url, 'query { getListingCars(filter: { limit: 30 }) { cars { id } } }');
  carIds = listed.body.data!.getListingCars.cars.map((car) => car.id);
}, 120_000);
afterAll(() => server?.close());

const signedIn = () => confirmedSession(server.url, server.database.db);
const as = (session: Session | null) => ({ headers: session ? bearer(session.accessToken) : {} });
const list = (session: Session | null) => postGraphql<{ selfUserPreferences: Preferences }>(server.url, listQuery, as(session));
const add = (session: Session | null, id: string) => postGraphql<{ addFavoriteCar: Preferences }>(server.url, addMutation, { ...as(session), variables: { input: { id } } });
const remove = (session: Session | null, id: string) =>
  postGraphql<{ removeFavoriteCar: Preferences }>(server.url, removeMutation, { ...as(session), variables: { input: { id } } });
const clear = (session: Session | null) => postGraphql<{ clearAllFavoriteCars: Preferences }>(server.url, clearMutation, as(session));
const idsOf = (preferences: Preferences | undefined) => preferences?.cars.data.map((car) => car.id);

async function favouriteIds(session: Session) {
  const answer = await list(session);
  expect(answer.body.errors).toBeUndefined();
  return idsOf(answer.body.data?.selfUserPreferences);
}

const setStatus = (carId: string, status: string) => server.database.db.execute(sql`update cars set status = ${status}::car_status where id = ${Number(carId)}`);

describe('favourite cars', () => {
  it('adds, lists newest first, removes and clears, answering with the whole list each time', async () => {
    const user = await signedIn();
    const empty = await list(user);
    expect(empty.body.data?.selfUserPreferences).toEqual({ id: user.user.id, cars: { count: 0, data: [] } });

    const [first, second, third] = carIds as [string, string, string];
    await add(user, first);
    await add(user, second);
    const added = await add(user, third);
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data?.addFavoriteCar.cars.count).toBe(3);
    expect(idsOf(added.body.data?.addFavoriteCar)).toEqual([third, second, first]);
    expect(added.body.data?.addFavoriteCar.cars.data[0]?.curboSpot.city.name).toEqual(expect.any(String));

    const removed = await remove(user, second);
    expect(idsOf(removed.body.data?.removeFavoriteCar)).toEqual([third, first]);

    const cleared = await clear(user);
    expect(cleared.body.data?.clearAllFavoriteCars).toEqual({ id: user.user.id, cars: { count: 0, data: [] } });
    expect(await favouriteIds(user)).toEqual([]);
  });

  it('keeps one favourite when a car is added twice, and ignores removing a car that is not one', async () => {
    const user = await signedIn();
    const [car, other] = carIds as [string, string];
    await add(user, car);
    const again = await add(user, car);
    expect(again.body.errors).toBeUndefined();
    expect(idsOf(again.body.data?.addFavoriteCar)).toEqual([car]);
    const harmless = await remove(user, other);
    expect(harmless.body.errors).toBeUndefined();
    expect(idsOf(harmless.body.data?.removeFavoriteCar)).toEqual([car]);
    expect((await remove(user, 'not-a-car')).body.errors).toBeUndefined();
  });

  it('ends 20 concurrent adds of one car in one row', async () => {
    const user = await signedIn();
    const car = carIds[5]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(user, car)));
    expect(answers.flatMap((answer) => codesOf(answer))).toEqual([]);
    const rows = await queryRows<{ count: number }>(
      server.database.db,
      sql`select count(*)::int as count from favorite_cars where user_id = ${user.user.id}::uuid and car_id = ${Number(car)}`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('keeps a favourite that is sold meanwhile, with its sold status', async () => {
    const user = await signedIn();
    const car = carIds[6]!;
    await add(user, car);
    await setStatus(car, 'SOLD');
    const answer = await list(user);
    expect(answer.body.data?.selfUserPreferences.cars.data).toEqual([expect.objectContaining({ id: car, status: { slug: 'SOLD' } })]);
    expect(answer.body.data?.selfUserPreferences.cars.count).toBe(1);
  });

  it('answers NOT_FOUND for an unknown, malformed or hidden car, and stores nothing', async () => {
    const user = await signedIn();
    const hidden = carIds[7]!;
    await setStatus(hidden, 'TO_REVIEW');
    for (const id of ['999999999', '0', '-1', 'abc', '1e3', hidden]) expect(codesOf(await add(user, id))).toEqual(['NOT_FOUND']);
    // Counted in the table itself: the list leaves hidden cars out, a stored row would not show there.
    const rows = await queryRows<{ count: number }>(server.database.db, sql`select count(*)::int as count from favorite_cars where user_id = ${user.user.id}::uuid`);
    expect(rows[0]?.count).toBe(0);
  });

  it('drops a favourite from the list while its car is hidden, and shows it again once listed', async () => {
    const user = await signedIn();
    const car = carIds[8]!;
    await add(user, car);
    await setStatus(car, 'NOT_AVAILABLE');
    expect(await favouriteIds(user)).toEqual([]);
    await setStatus(car, 'AVAILABLE');
    expect(await favouriteIds(user)).toEqual([car]);
  });

  it('refuses every operation without a signed-in user', async () => {
    const car = carIds[0]!;
    for (const answer of [await list(null), await add(null, car), await remove(null, car), await clear(null)]) {
      expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
      expect(answer.body.data ?? null).toBeNull();
    }
  });

  it("never shows or changes another user's favourites (SECURITY.md row 10)", async () => {
    const users = await Promise.all([signedIn(), signedIn(), signedIn()]);
    // Each user keeps a distinct, known list; every operation of one must leave the others' intact.
    const own = users.map((_, index) => [carIds[10 + index * 2]!, carIds[11 + index * 2]!]);
    for (const [index, user] of users.entries()) for (const id of own[index]!) await add(user, id);
    const expected = own.map((ids) => [...ids].reverse());

    for (const [a, userA] of users.entries()) {
      for (const [b, userB] of users.entries()) {
        if (a === b) continue;
        const theirs = own[b]![0]!;
        // A removes one of B's cars: A's list is untouched (not found there), B's too.
        expect(idsOf((await remove(userA, theirs)).body.data?.removeFavoriteCar)).toEqual(expected[a]);
        // The answer to A never carries B's id or B's cars.
        const seen = await list(userA);
        expect(seen.body.data?.selfUserPreferences.id).toBe(userA.user.id);
        expect(idsOf(seen.body.data?.selfUserPreferences)).not.toContain(theirs);
        expect(await favouriteIds(userB)).toEqual(expected[b]);
      }
    }
    // Clearing is only ever one's own list.
    await clear(users[0]!);
    expect(await favouriteIds(users[0]!)).toEqual([]);
    expect(await favouriteIds(users[1]!)).toEqual(expected[1]);
    expect(await favouriteIds(users[2]!)).toEqual(expected[2]);
  });

  it('takes the list away with a deleted account', async () => {
    const user = await signedIn();
    expect((await add(user, carIds[20]!)).body.data?.addFavoriteCar.cars.count).toBe(1);
    await server.database.db.execute(sql`delete from users where id = ${user.user.id}::uuid`);
    const rows = await queryRows<{ count: number }>(server.database.db, sql`select count(*)::int as count from favorite_cars where user_id = ${user.user.id}::uuid`);
    expect(rows[0]?.count).toBe(0);
  });
});
