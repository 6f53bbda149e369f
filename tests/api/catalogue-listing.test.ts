import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueFor } from '../../server/catalogue/registry.ts';
import { allCars, listing } from './support/catalogue-client.ts';
import { idsOf, matching, readReferenceCars, type ReferenceCar, type Where } from './support/catalogue-reference.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let cars: ReferenceCar[];
beforeAll(async () => {
  server = await startCatalogueServer(160);
  cars = await readReferenceCars(server.database.db);
});
afterAll(() => server?.close());

const firstOf = (key: 'brand' | 'bodyStyle' | 'color' | 'transmission' | 'fuelType' | 'driveTrain' | 'curboSpot' | 'carModel') =>
  matching(cars, {})[0]![key];

async function expectExactly(where: Where) {
  const expected = idsOf(matching(cars, where));
  const found = await allCars(server.url, { where });
  expect(idsOf(found)).toEqual(expected);
  expect((await listing(server.url, { where, limit: 1 })).count).toBe(expected.length);
  return expected;
}

describe('getListingCars filters', () => {
  it('lists every public car and never NOT_AVAILABLE or TO_REVIEW ones', async () => {
    const ids = await expectExactly({});
    const hidden = cars.filter((car) => car.status === 'NOT_AVAILABLE' || car.status === 'TO_REVIEW');
    expect(hidden.length).toBeGreaterThan(0);
    for (const car of hidden) expect(ids).not.toContain(car.id);
  });

  it.each(['brand', 'carModel', 'bodyStyle', 'color', 'transmission', 'fuelType', 'driveTrain', 'curboSpot'] as const)('%s alone gives exactly the matching cars', async (key) => {
    const ids = await expectExactly({ [key]: [firstOf(key)] });
    expect(ids.length).toBeGreaterThan(0);
  });

  it('categories match any of the chosen ones; features need all of them', async () => {
    expect((await expectExactly({ categories: ['familiar', 'economico'] })).length).toBeGreaterThan(0);
    expect((await expectExactly({ features: ['camara-de-reversa', 'techo-solar'] })).length).toBeGreaterThan(0);
  });

  it('offer options: with-offer, certified and available (one can buy it now)', async () => {
    expect((await expectExactly({ offer: ['with-offer'] })).length).toBeGreaterThan(0);
    expect((await expectExactly({ offer: ['certified'] })).length).toBeGreaterThan(0);
    const available = await expectExactly({ offer: ['available'] });
    expect(available.length).toBeGreaterThan(0);
    expect(available.length).toBeLessThan(matching(cars, {}).length);
  });

  it('ranges are inclusive, open-ended when a side is missing, and read right way round when reversed', async () => {
    const prices = matching(cars, {}).map((car) => car.price).sort((a, b) => a - b);
    const low = prices[20]!;
    const high = prices[80]!;
    expect((await expectExactly({ price: { min: low, max: high } })).length).toBe(61 + prices.filter((p, i) => (i < 20 || i > 80) && p >= low && p <= high).length);
    await expectExactly({ price: { min: high, max: low } });
    await expectExactly({ year: { min: 2018 } });
    await expectExactly({ miles: { max: 40_000 } });
  });

  it('combines dimensions', async () => {
    // Each combination matches some cars of the seed, so an empty answer could not pass for a right one.
    expect((await expectExactly({ brand: ['toyota', 'honda'], year: { min: 2015, max: 2022 }, price: { max: 2_500_000 } })).length).toBeGreaterThan(0);
    expect((await expectExactly({ bodyStyle: ['muvsuv'], categories: ['familiar'], offer: ['certified'] })).length).toBeGreaterThan(0);
    await expectExactly({ bodyStyle: ['muvsuv'], categories: ['familiar'], features: ['camara-de-reversa'], offer: ['certified'] });
  });

  it('unknown slugs match nothing on their own and are ignored beside known ones', async () => {
    expect((await listing(server.url, { where: { brand: ['no-such-brand'] } })).count).toBe(0);
    expect((await listing(server.url, { where: { features: ['no-such-feature'] } })).count).toBe(0);
    await expectExactly({ brand: ['toyota', 'no-such-brand'] });
  });
});

describe('facets', () => {
  const states: Where[] = [{}, { brand: ['toyota'] }, { brand: ['toyota', 'hyundai'], price: { max: 2_000_000 } }, { bodyStyle: ['sedan'], features: ['camara-de-reversa'], offer: ['certified'] }];

  it.each(states)('each option counts what choosing it would give (%j)', async (where) => {
    const { facets } = await listing(server.url, { where, limit: 1 });
    for (const [dimension, options] of Object.entries(facets)) {
      for (const option of options) {
        // Features add to the chosen ones (all must be present); every other dimension swaps in the option.
        const chosen = dimension === 'features' ? [...new Set([...(where.features ?? []), option.slug])] : [option.slug];
        expect({ dimension, slug: option.slug, count: option.count }).toEqual({ dimension, slug: option.slug, count: matching(cars, { ...where, [dimension]: chosen }).length });
      }
    }
  });

  it('lists every option that would give cars (disjunctive within a dimension)', async () => {
    const { facets } = await listing(server.url, { where: { brand: ['toyota'] }, limit: 1 });
    const brands = new Set(matching(cars, {}).map((car) => car.brand));
    expect(new Set(facets.brand!.map((option) => option.slug))).toEqual(brands);
    expect(facets.carModel!.every((option) => option.parent === 'toyota')).toBe(true);
    expect((await listing(server.url, { limit: 1 })).facets.carModel).toEqual([]);
  });

  it('keeps selected options that give nothing, and names offer options in both languages', async () => {
    const { facets } = await listing(server.url, { where: { brand: ['toyota'], carModel: ['honda-civic'] }, limit: 1 });
    expect(facets.carModel!.find((option) => option.slug === 'honda-civic')).toBeUndefined();
    const empty = await listing(server.url, { where: { brand: ['toyota'], price: { max: 1 } }, limit: 1 });
    expect(empty.facets.brand).toEqual([expect.objectContaining({ slug: 'toyota', count: 0 })]);
    const all = await listing(server.url, { limit: 1 });
    expect(all.facets.offer).toEqual([
      expect.objectContaining({ slug: 'with-offer', name: 'Con oferta', nameTranslations: { es: 'Con oferta', en: 'On offer' } }),
      expect.objectContaining({ slug: 'certified', name: 'Certificado', nameTranslations: { es: 'Certificado', en: 'Certified' } }),
      expect.objectContaining({ slug: 'available', name: 'Disponible', nameTranslations: { es: 'Disponible', en: 'Available' } }),
    ]);
    expect(all.facets.color!.every((option) => /^#[0-9a-f]{6}$/.test(option.hex ?? ''))).toBe(true);
  });

  it.each<Where>([
    { brand: ['toyota'], price: { min: 1_000_000, max: 3_000_000 }, year: { min: 2016 } },
    { brand: ['toyota', 'kia'], features: ['camara-de-reversa'] },
    {},
  ])('bounds span the cars matching the other filters (%j)', async (where) => {
    const { bounds } = await listing(server.url, { where, limit: 1 });
    const span = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
    expect(bounds.price).toEqual(span(matching(cars, { ...where, price: undefined }).map((car) => car.price)));
    expect(bounds.year).toEqual(span(matching(cars, { ...where, year: undefined }).map((car) => car.year)));
    expect(bounds.miles).toEqual(span(matching(cars, where).map((car) => car.miles)));
  });
});

describe('database round trips', () => {
  const queriesDuring = async (request: () => Promise<unknown>) => {
    const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      await request();
      const texts = query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text));
      // The country comes from the instance's copy; the freshness check, when due, is not awaited.
      return texts.filter((text) => !text.includes('catalogue_version'));
    } finally {
      query.mockRestore();
    }
  };

  it('a listing of filters already seen asks the database only for the cars it has not read yet', async () => {
    const filter = { where: {}, sortBy: 'price_asc', limit: 2 };
    // A rebuilt index starts with no cars read, whatever earlier tests listed.
    await catalogueFor(server.database.db).rebuild();
    await listing(server.url, filter);
    expect(await queriesDuring(() => listing(server.url, { ...filter, offset: 2 }))).toEqual([expect.stringMatching(/= any\(\$1::int\[\]\)/)]);
    // Both pages' cars are known now: paging back reads nothing.
    expect(await queriesDuring(() => listing(server.url, filter))).toEqual([]);
  });
});
