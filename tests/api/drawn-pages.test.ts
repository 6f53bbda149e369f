import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../server/db/client.ts';
import { confirmedSession } from './support/accounts.ts';
import { startCatalogueServer, untilReady } from './support/catalogue-server.ts';
import { holdCar } from './support/financing-client.ts';
import { sendRaw } from './support/graphql.ts';
import type { TestServer } from './support/test-server.ts';

// docs/decisions/0059: a drawn page is kept until the catalogue changes, and whatever the page shows
// of a car announces its changes: the car itself, its pictures, its inspection and a buyer's hold.
let server: TestServer;
const db = (): Db => server.database.db;

beforeAll(async () => {
  server = await startCatalogueServer(12, { drawsFirstScreens: true });
  await untilReady(server);
}, 90_000);
afterAll(() => server?.close());

const page = (path: string, language = 'es-DO,es;q=0.9') => sendRaw(server.url, { path, method: 'GET', headers: { accept: 'text/html', 'accept-language': language } });

/** A listed car with an inspection that found something, so each part of its page can change. */
async function inspectedCar(offset: number): Promise<{ id: number; slug: string }> {
  const [car] = await queryRows<{ id: number; slug: string }>(db(), sql`
    select cars.id, cars.slug from cars join car_inspections on car_inspections.car_id = cars.id
    where cars.status = 'AVAILABLE' and exists (select 1 from inspection_findings where inspection_id = car_inspections.id)
    order by cars.id offset ${offset} limit 1`);
  if (!car) throw new Error('the seed has no inspected car with a finding');
  return car;
}

/** Until the page sent for `path` is no longer `before`: a change is announced after its commit, within moments. */
const drawnAgain = (path: string, before: string) =>
  expect.poll(async () => (await page(path)).text, { timeout: 5000, interval: 50 }).not.toBe(before);

describe('the drawn pages kept', () => {
  it('sends a drawn page again as it was drawn, answers and all, to the next visitor', async () => {
    const { slug } = await inspectedCar(0);
    for (const path of ['/buy', `/car/${slug}`]) {
      const first = await page(path);
      expect(first.text).toContain(`<main data-path="${path}">`);
      const second = await page(path);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
    }
  });

  it('keeps a page per language: a visitor never gets another language’s page', async () => {
    const spanish = await page('/buy');
    const english = await page('/buy', 'en-US,en;q=0.9');
    expect(spanish.text).toContain('<html lang="es"');
    expect(english.text).toContain('<html lang="en"');
    expect((await page('/buy', 'en-GB')).text).toBe(english.text);
  });

  it.each([
    ['its mileage', (car: { id: number }) => sql`update cars set mileage = mileage + 1 where id = ${car.id}`],
    ['a picture', (car: { id: number }) => sql`update car_pictures set height = height + 1 where id = (select min(id) from car_pictures where car_id = ${car.id})`],
    ['its inspection’s findings', (car: { id: number }) =>
      sql`update inspection_findings set note = note || ' (revisado)' where inspection_id = (select id from car_inspections where car_id = ${car.id})`],
  ])('draws a car’s page and the listing again when %s changes', async (_part, change) => {
    const car = await inspectedCar(1);
    const path = `/car/${car.slug}`;
    const [carBefore, listingBefore] = [(await page(path)).text, (await page('/buy')).text];
    expect((await page(path)).text).toBe(carBefore);
    await db().execute(change(car));
    await drawnAgain(path, carBefore);
    await drawnAgain('/buy', listingBefore);
  });

  it('draws a car’s page again when a buyer holds it, and shows it reserved', async () => {
    const car = await inspectedCar(2);
    const path = `/car/${car.slug}`;
    const before = (await page(path)).text;
    expect(before).toContain('"reserved":false');
    const buyer = await confirmedSession(server.url, db());
    await holdCar(db(), buyer.user.id, String(car.id));
    await drawnAgain(path, before);
    expect((await page(path)).text).toContain('"reserved":true');
  });

  it('answers 404 for a car hidden after its page was kept', async () => {
    const car = await inspectedCar(3);
    const path = `/car/${car.slug}`;
    expect((await page(path)).status).toBe(200);
    await db().execute(sql`update cars set status = 'TO_REVIEW' where id = ${car.id}`);
    await expect.poll(async () => (await page(path)).status, { timeout: 5000, interval: 50 }).toBe(404);
  });
});
