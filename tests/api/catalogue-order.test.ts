import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCars, listing } from './support/catalogue-client.ts';
import { idsOf, matching, readReferenceCars, type ReferenceCar } from './support/catalogue-reference.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let cars: ReferenceCar[];
beforeAll(async () => {
  server = await startCatalogueServer(160);
  cars = await readReferenceCars(server.database.db);
});
afterAll(() => server?.close());

const byId = (id: string) => cars.find((car) => car.id === Number(id))!;
const nonDecreasing = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('sort orders', () => {
  it.each([
    ['price_asc', (car: ReferenceCar) => car.price],
    ['price_desc', (car: ReferenceCar) => -car.price],
    ['year_asc', (car: ReferenceCar) => car.year],
    ['year_desc', (car: ReferenceCar) => -car.year],
    ['miles_asc', (car: ReferenceCar) => car.miles],
    ['miles_desc', (car: ReferenceCar) => -car.miles],
  ] as const)('%s orders every listed car', async (sortBy, key) => {
    const listed = await allCars(server.url, { sortBy });
    expect(listed).toHaveLength(matching(cars, {}).length);
    expect(nonDecreasing(listed.map((car) => key(byId(car.id))))).toBe(true);
  });

  it('relevance (the default, also 129843R and any unknown value): available first, then newest', async () => {
    const listed = await allCars(server.url, {});
    const rank = (car: ReferenceCar) => [car.status === 'AVAILABLE' ? 0 : car.status === 'SOLD' ? 2 : 1, -(car.published ?? 0)];
    const keys = listed.map((car) => rank(byId(car.id)));
    for (let index = 1; index < keys.length; index++) {
      const [a, b] = [keys[index - 1]!, keys[index]!];
      const order = a[0]! - b[0]! || a[1]! - b[1]!;
      expect(order).toBeLessThanOrEqual(0);
    }
    for (const sortBy of ['relevance', '129843R', 'cheapest-first']) {
      expect((await allCars(server.url, { sortBy })).map((car) => car.id)).toEqual(listed.map((car) => car.id));
    }
  });
});

describe('a believable lot', () => {
  const share = (list: ReferenceCar[], has: (car: ReferenceCar) => boolean) => list.filter(has).length / list.length;

  it('puts offers on about one car in seven and certifies about a third, the first page included', async () => {
    const listed = matching(cars, {});
    expect(share(listed, (car) => car.hasOffer)).toBeGreaterThan(0.08);
    expect(share(listed, (car) => car.hasOffer)).toBeLessThan(0.22);
    expect(share(listed, (car) => car.certified)).toBeLessThan(0.45);
    const firstPage = (await listing(server.url, {})).cars.map((car) => byId(car.id));
    expect(share(firstPage, (car) => car.hasOffer)).toBeLessThanOrEqual(0.25);
    expect(share(firstPage, (car) => car.certified)).toBeLessThan(0.5);
  });
});

describe('pagination', () => {
  it('pages follow one another without gaps or repeats', async () => {
    const whole = (await allCars(server.url, { sortBy: 'price_asc' })).map((car) => car.id);
    const pages: string[] = [];
    for (let offset = 0; offset < whole.length; offset += 24) pages.push(...(await listing(server.url, { sortBy: 'price_asc', offset })).cars.map((car) => car.id));
    expect(pages).toEqual(whole);
  });

  it('clamps the limit to 1–60 (default 24) and the offset to 0–10,000', async () => {
    expect((await listing(server.url, {})).cars).toHaveLength(24);
    expect((await listing(server.url, { limit: 0 })).cars).toHaveLength(1);
    expect((await listing(server.url, { limit: 500 })).cars).toHaveLength(60);
    expect((await listing(server.url, { limit: -3, offset: -50 })).cars.map((car) => car.id)).toEqual((await listing(server.url, { limit: 1 })).cars.map((car) => car.id));
    const beyond = await listing(server.url, { offset: 2_000_000_000 });
    expect(beyond.cars).toEqual([]);
    expect(beyond.count).toBe(matching(cars, {}).length);
  });
});

describe('text search', () => {
  const withWords = (...prefixes: string[]) =>
    idsOf(matching(cars, {}).filter((car) => prefixes.every((prefix) => car.searchText.split(' ').some((word) => word.startsWith(prefix)))));
  const search = async (text_search: string, extra = {}) => idsOf(await allCars(server.url, { where: { text_search }, ...extra }));

  it('finds brand, model, year and body style, ignoring case and accents', async () => {
    const corolla = idsOf(matching(cars, { carModel: ['toyota-corolla'] }));
    expect(corolla.length).toBeGreaterThan(0);
    expect(await search('Corolla')).toEqual(corolla);
    expect(await search('TOYOTA')).toEqual(idsOf(matching(cars, { brand: ['toyota'] })));
    expect(await search('Mázda 3')).toEqual(withWords('mazda', '3'));
    expect(await search('mazda')).toEqual(idsOf(matching(cars, { brand: ['mazda'] })));
    expect(await search('sedán')).toEqual(idsOf(matching(cars, { bodyStyle: ['sedan'] })));
    expect(await search('rav4 2019')).toEqual(idsOf(matching(cars, { carModel: ['toyota-rav4'], year: { min: 2019, max: 2019 } })));
  });

  it('tolerates small typos', async () => {
    expect(await search('corola')).toEqual(idsOf(matching(cars, { carModel: ['toyota-corolla'] })));
    expect(await search('hiunday')).toEqual(idsOf(matching(cars, { brand: ['hyundai'] })));
  });

  it('matches words being typed, for suggestions of 5 titles', async () => {
    const { cars: suggestions, count } = await listing(server.url, { limit: 5, where: { text_search: 'toyo' } });
    expect(count).toBe(matching(cars, { brand: ['toyota'] }).length);
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((car) => car.title.startsWith('Toyota '))).toBe(true);
  });

  it('combines with filters and facets, and ignores a term with nothing searchable', async () => {
    expect(await search('toyota', { where: { text_search: 'toyota', year: { min: 2020 } } })).toEqual(idsOf(matching(cars, { brand: ['toyota'], year: { min: 2020 } })));
    const { facets } = await listing(server.url, { where: { text_search: 'toyota' }, limit: 1 });
    expect(facets.brand!.map((option) => option.slug)).toEqual(['toyota']);
    expect(await search(' ¿?¡! ')).toEqual(idsOf(matching(cars, {})));
    expect(await search('zzzzqqqq')).toEqual([]);
  });
});
