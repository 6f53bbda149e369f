import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCars, listing } from './support/catalogue-client.ts';
import { PUBLIC, readReferenceCars, type ReferenceCar } from './support/catalogue-reference.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

// What Dominican buyers type, and which cars they mean. Precision at 5 over the whole set must
// stay at or above this figure (the README records the measured one).
const PRECISION_AT_5_THRESHOLD = 0.9;

type Relevant = (car: ReferenceCar) => boolean;
const brand = (slug: string): Relevant => (car) => car.brand === slug;
const model = (slug: string): Relevant => (car) => car.carModel === slug;
const body = (slug: string): Relevant => (car) => car.bodyStyle === slug;
const inYear = (year: number, relevant: Relevant): Relevant => (car) => car.year === year && relevant(car);

const QUERIES: [query: string, relevant: Relevant][] = [
  ['toyota', brand('toyota')],
  ['honda', brand('honda')],
  ['hyundai', brand('hyundai')],
  ['kia', brand('kia')],
  ['nissan', brand('nissan')],
  ['mazda', brand('mazda')],
  ['jeep', brand('jeep')],
  ['ford', brand('ford')],
  ['sportage', model('kia-sportage')],
  ['corolla', model('toyota-corolla')],
  ['civic', model('honda-civic')],
  ['crv', model('honda-cr-v')],
  ['cr-v', model('honda-cr-v')],
  ['rav4', model('toyota-rav4')],
  ['tucson', model('hyundai-tucson')],
  ['santa fe', model('hyundai-santa-fe')],
  ['wrangler', model('jeep-wrangler')],
  ['hilux', model('toyota-hilux')],
  ['cx5', model('mazda-cx-5')],
  ['kia sportage', model('kia-sportage')],
  ['jeepeta', body('muvsuv')],
  ['yipeta', body('muvsuv')],
  ['yipetas', body('muvsuv')],
  ['toyta', brand('toyota')],
  ['hiundai', brand('hyundai')],
  ['hyunday', brand('hyundai')],
  ['corola', model('toyota-corolla')],
  ['nisan', brand('nissan')],
  ['sportaje', model('kia-sportage')],
  ['Kía', brand('kia')],
  ['sedán', body('sedan')],
  ['TOYOTA COROLLA', model('toyota-corolla')],
  ['toyo', brand('toyota')],
  ['corolla 2019', inYear(2019, model('toyota-corolla'))],
  ['civic 2020', inYear(2020, model('honda-civic'))],
  ['toyota 2018', inYear(2018, brand('toyota'))],
];

let server: TestServer;
let cars: Map<number, ReferenceCar>;
beforeAll(async () => {
  server = await startCatalogueServer(400);
  cars = new Map((await readReferenceCars(server.database.db)).map((car) => [car.id, car]));
});
afterAll(() => server?.close());

/** Of the first five results, the share that is what the buyer meant (out of at most as many as exist). */
async function precisionAt5(query: string, relevant: Relevant): Promise<number> {
  const listed = [...cars.values()].filter((car) => PUBLIC.has(car.status) && relevant(car)).length;
  // A query whose cars the seed happens not to list would score without being tested.
  expect(listed, `no listed car is relevant to '${query}'`).toBeGreaterThan(0);
  const { cars: top } = await listing(server.url, { limit: 5, where: { text_search: query } });
  const hits = top.filter((car) => relevant(cars.get(Number(car.id))!)).length;
  return hits / Math.min(5, listed);
}

describe('search relevance', () => {
  it(`precision at 5 over ${QUERIES.length} queries buyers type is at least ${PRECISION_AT_5_THRESHOLD}`, async () => {
    const scores: [string, number][] = [];
    for (const [query, relevant] of QUERIES) scores.push([query, await precisionAt5(query, relevant)]);
    const mean = scores.reduce((sum, [, score]) => sum + score, 0) / scores.length;
    const misses = scores.filter(([, score]) => score < 1).map(([query, score]) => `${query}: ${score.toFixed(2)}`);
    console.info(`search precision@5 over ${scores.length} queries: ${mean.toFixed(3)}${misses.length ? ` (below 1: ${misses.join('; ')})` : ''}`);
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(mean).toBeGreaterThanOrEqual(PRECISION_AT_5_THRESHOLD);
  });

  it("an exact model word ranks that model's cars first, in the listing's own order", async () => {
    const found = await allCars(server.url, { where: { text_search: 'sportage' } });
    const isSportage = found.map((car) => cars.get(Number(car.id))!.carModel === 'kia-sportage');
    const firstOther = isSportage.indexOf(false);
    expect(isSportage.slice(firstOther === -1 ? found.length : firstOther)).not.toContain(true);
    const listingOrder = (await allCars(server.url, {})).map((car) => car.id);
    const positions = (group: typeof found) => group.map((car) => listingOrder.indexOf(car.id));
    const sorted = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! < value);
    expect(sorted(positions(found.filter((_, index) => isSportage[index])))).toBe(true);
    // Mistyped near-matches ('sport' trims) still follow, so a typo is forgiven.
    expect(found.length).toBeGreaterThan(isSportage.filter(Boolean).length);
  });
});
