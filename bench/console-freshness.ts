// Issue 18's "a change is visible in the public catalogue within 1 second on every API instance":
// an operator signed in on one instance takes a car off sale through the staff API, and every
// instance is asked until its listing no longer holds the car, then it is put back on sale alike.
// And the car editor's "a car created in the console is on sale on both instances within a second":
// an operator creates a car through createCar on one instance, and every instance is asked until
// its listing holds it.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { hashPassword } from '../server/auth/passwords.ts';
import type { Db } from '../server/db/client.ts';
import { insertRole } from '../server/db/queries/staff-roles.ts';
import { insertUser } from '../server/db/queries/users.ts';

async function graphql<Data>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<Data> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data!;
}

/** A confirmed account with the operator role, signed in on `url`: its access token. */
export async function operatorToken(db: Db, url: string): Promise<string> {
  const email = `bench-operator-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('hex');
  const user = await insertUser(db, { name: 'Bench', lastName: 'Operator', email, passwordHash: await hashPassword(password), locale: 'es', emailConfirmedAt: new Date() });
  await insertRole(db, user.id, 'operator', null);
  const { signInUser } = await graphql<{ signInUser: { accessToken: string } }>(url, 'mutation s($input: SignInUserInput!) { signInUser(input: $input) { accessToken } }', { input: { email, password } });
  return signInUser.accessToken;
}

const countQuery = 'query c($filter: FilterInput) { getListingCars(filter: $filter) { count } }';
const setStatus = 'mutation s($input: SetCarStatusInput!) { setCarStatus(input: $input) { id } }';

async function waitUntilCounted(urls: string[], filter: unknown, expected: number, since: number): Promise<number> {
  const waits = urls.map(async (url) => {
    while ((await graphql<{ getListingCars: { count: number } }>(url, countQuery, { filter })).getListingCars.count !== expected) await delay(5);
    return performance.now() - since;
  });
  return Math.max(...(await Promise.all(waits)));
}

/**
 * Milliseconds from the staff API's answer until every instance's listing follows a car taken off
 * sale (NOT_AVAILABLE) and put back (AVAILABLE). Each round first gives a car a mileage no other car
 * has, so a filter on it counts that car alone and was never cached.
 */
export async function consoleFreshness(pool: pg.Pool, db: Db, urls: string[], rounds: number): Promise<{ hidden: number[]; shown: number[] }> {
  const [editor] = urls;
  const token = await operatorToken(db, editor!);
  const hidden: number[] = [];
  const shown: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let miles = 0;
    do miles = 980_000 + Math.floor(Math.random() * 10_000);
    while ((await pool.query('select 1 from cars where mileage = $1', [miles])).rowCount);
    const { rows } = await pool.query<{ id: string }>(
      `update cars set mileage = $1 where id = (select id from cars where status = 'AVAILABLE' order by id offset ${100 + round * 17} limit 1) returning id`,
      [miles],
    );
    const carId = rows[0]!.id;
    const filter = { limit: 1, where: { miles: { min: miles, max: miles } } };
    await waitUntilCounted(urls, filter, 1, performance.now());
    await graphql(editor!, setStatus, { input: { carId, status: 'NOT_AVAILABLE' } }, token);
    hidden.push(await waitUntilCounted(urls, filter, 0, performance.now()));
    await graphql(editor!, setStatus, { input: { carId, status: 'AVAILABLE' } }, token);
    shown.push(await waitUntilCounted(urls, filter, 1, performance.now()));
  }
  return { hidden: hidden.sort((a, b) => a - b), shown: shown.sort((a, b) => a - b) };
}

const createCar = 'mutation c($input: CreateCarInput!) { createCar(input: $input) { id } }';
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A VIN and a plate of the right shape that no car has, as random as a bench run needs. */
function freshIdentity(): { vin: string; licensePlate: string } {
  const vin = Array.from(randomBytes(17), (byte) => VIN_CHARACTERS[byte % VIN_CHARACTERS.length]).join('');
  return { vin, licensePlate: `B${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}` };
}

/** What a new car names: the trim, paints and spot of a car already listed, so every lookup exists. */
async function describedLike(pool: pg.Pool) {
  const { rows } = await pool.query<{ brand: string; model: string; year: number; trim: string; exterior: string; interior: string; spot: string }>(
    `select brands.slug as brand, car_models.slug as model, trims.year, trims.slug as trim, exterior.slug as exterior, interior.slug as interior, spots.slug as spot
       from cars join trims on trims.id = cars.trim_id join car_models on car_models.id = cars.model_id join brands on brands.id = cars.brand_id
       join colors exterior on exterior.id = cars.exterior_color_id join colors interior on interior.id = cars.interior_color_id join spots on spots.id = cars.spot_id
      where cars.status = 'AVAILABLE' order by cars.id limit 1`,
  );
  const like = rows[0]!;
  const wheels = ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'].map((position) => ({ position, treadDepthMm: 7, brakePadMm: 9 }));
  return (mileage: number) => ({
    status: 'AVAILABLE',
    vehicle: { brand: like.brand, model: like.model, year: like.year, trim: like.trim, exteriorColor: like.exterior, interiorColor: like.interior, countryVersion: null },
    sale: { spot: like.spot, sellerType: 'SPOT', certified: false, mileage, ...freshIdentity(), keys: 2, owners: 1, price: 1_000_000, offer: null },
    papers: { titleChecked: true, noOppositionChecked: true },
    inspection: { inspectedAt: new Date().toISOString().slice(0, 10), wheels, findings: [] },
  });
}

/**
 * Milliseconds from createCar's answer on the first instance until every instance's listing holds
 * the new car. Each car gets a mileage no other car has, so a filter on it counts that car alone
 * and was never cached; the cars are deleted afterwards, so runs do not pile them up.
 */
export async function consoleCreation(pool: pg.Pool, db: Db, urls: string[], rounds: number): Promise<number[]> {
  const [editor] = urls;
  const token = await operatorToken(db, editor!);
  const input = await describedLike(pool);
  const listed: number[] = [];
  const created: string[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      let miles = 0;
      do miles = 960_000 + Math.floor(Math.random() * 10_000);
      while ((await pool.query('select 1 from cars where mileage = $1', [miles])).rowCount);
      const filter = { limit: 1, where: { miles: { min: miles, max: miles } } };
      await waitUntilCounted(urls, filter, 0, performance.now());
      const { createCar: car } = await graphql<{ createCar: { id: string } }>(editor!, createCar, { input: input(miles) }, token);
      const answered = performance.now();
      created.push(car.id);
      listed.push(await waitUntilCounted(urls, filter, 1, answered));
    }
  } finally {
    if (created.length > 0) await pool.query('delete from cars where id = any($1::int[])', [created]);
  }
  return listed.sort((a, b) => a - b);
}
