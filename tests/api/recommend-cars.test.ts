import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listing } from './support/catalogue-client.ts';
import { readReferenceCars, type ReferenceCar } from './support/catalogue-reference.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { recommend, type Recommendation } from './support/recommend-client.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let cars: ReferenceCar[];
beforeAll(async () => {
  server = await startCatalogueServer(160);
  cars = await readReferenceCars(server.database.db);
});
afterAll(() => server?.close());

interface Preferences {
  categories?: string[];
  bodyStyle?: string | null;
  price?: { min?: number | null; max?: number | null } | null;
  year?: { min?: number | null; max?: number | null } | null;
  maxMileage?: number | null;
}

// The finder's rules written out plainly, from the database rows alone.
const within = (value: number, range: Preferences['price']) => !range || ((range.min == null || value >= range.min) && (range.max == null || value <= range.max));
const meetsHardConstraints = (car: ReferenceCar, p: Preferences) =>
  car.status === 'AVAILABLE' &&
  within(car.price, p.price) &&
  within(car.year, p.year) &&
  (p.maxMileage == null || car.miles <= p.maxMileage) &&
  (!p.bodyStyle || car.bodyStyle === p.bodyStyle);
const hits = (car: ReferenceCar, p: Preferences) => car.categories.filter((slug) => p.categories?.includes(slug)).length;
const rank = (p: Preferences) => (a: ReferenceCar, b: ReferenceCar) =>
  hits(b, p) - hits(a, p) || Number(b.certified) - Number(a.certified) || Number(b.hasOffer) - Number(a.hasOffer) || b.year - a.year || a.miles - b.miles || a.id - b.id;

async function recommendOk(input: Preferences): Promise<Recommendation> {
  const { status, body } = await recommend(server.url, input);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.recommendCars;
}

const idsOf = (recommendation: Recommendation) => [recommendation.main, ...recommendation.others].flatMap((car) => (car ? [Number(car.id)] : []));

const preferences = () => {
  const categories = [...new Set(cars.flatMap((car) => car.categories))].sort();
  const bodyStyles = [...new Set(cars.map((car) => car.bodyStyle))].sort();
  const prices = cars.map((car) => Math.round(car.price)).sort((a, b) => a - b);
  const side = (values: number[]) => fc.option(fc.constantFrom(...values), { nil: null });
  const range = (values: number[]) =>
    fc.option(
      fc.tuple(side(values), side(values)).map(([a, b]) => (a != null && b != null && a > b ? { min: b, max: a } : { min: a, max: b })),
      { nil: null },
    );
  return fc.record(
    {
      categories: fc.subarray(categories, { maxLength: 4 }),
      bodyStyle: fc.option(fc.constantFrom(...bodyStyles), { nil: null }),
      price: range(prices),
      year: range(cars.map((car) => car.year)),
      maxMileage: fc.option(fc.constantFrom(...cars.map((car) => car.miles)), { nil: null }),
    },
    { requiredKeys: [] },
  );
};

describe('recommendCars', () => {
  it('returns only cars meeting the hard constraints, best score first, and counts every match', async () => {
    await fc.assert(
      fc.asyncProperty(preferences(), async (p) => {
        const recommendation = await recommendOk(p);
        const fitting = cars.filter((car) => meetsHardConstraints(car, p)).sort(rank(p));
        expect(recommendation.matching).toBe(fitting.length);
        expect(idsOf(recommendation)).toEqual(fitting.slice(0, 7).map((car) => car.id));
        for (const car of [recommendation.main, ...recommendation.others]) if (car) expect(car.status.slug).toBe('AVAILABLE');
      }),
      { numRuns: 120 },
    );
  });

  it('counts exactly what the listing shows for the same filter, the "see all" link', async () => {
    await fc.assert(
      fc.asyncProperty(preferences(), async (p) => {
        const recommendation = await recommendOk(p);
        const where = {
          offer: ['available'],
          ...(p.bodyStyle ? { bodyStyle: [p.bodyStyle] } : {}),
          ...(p.price ? { price: p.price } : {}),
          ...(p.year ? { year: p.year } : {}),
          ...(p.maxMileage != null ? { miles: { max: p.maxMileage } } : {}),
        };
        expect((await listing(server.url, { where, limit: 1 })).count).toBe(recommendation.matching);
      }),
      { numRuns: 40 },
    );
  });

  it('says which chosen preferences the main car meets', async () => {
    const car = cars.find((candidate) => candidate.status === 'AVAILABLE' && candidate.categories.length > 0)!;
    const fits = await recommendOk({ categories: [car.categories[0]!], bodyStyle: car.bodyStyle, price: { max: car.price }, year: { min: car.year }, maxMileage: car.miles });
    expect(fits.mainMatches).toEqual(['CATEGORY', 'BODY_STYLE', 'PRICE', 'YEAR', 'MILEAGE']);
    expect((await recommendOk({ year: { min: car.year } })).mainMatches).toEqual(['YEAR']);
    expect((await recommendOk({})).mainMatches).toEqual([]);
  });

  it('answers impossible preferences with the not-found state', async () => {
    const cheapest = Math.min(...cars.map((car) => car.price));
    expect(await recommendOk({ price: { max: Math.floor(cheapest) - 1 } })).toEqual({ main: null, others: [], matching: 0, mainMatches: [] });
    expect(await recommendOk({ year: { min: 2000, max: 2000 }, maxMileage: 0 })).toEqual({ main: null, others: [], matching: 0, mainMatches: [] });
  });

  it('refuses more than 4 categories and unknown slugs with BAD_USER_INPUT naming the field', async () => {
    const categories = [...new Set(cars.flatMap((car) => car.categories))];
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const cases: [Preferences, { field: string; message: string }[]][] = [
      [{ categories: categories.slice(0, 5) }, [{ field: 'categories', message: 'too_many' }]],
      [{ categories: [categories[0]!, 'no-such-category'] }, [{ field: 'categories', message: 'unknown' }]],
      [{ bodyStyle: 'no-such-body' }, [{ field: 'bodyStyle', message: 'unknown' }]],
      [{ year: { min: 1999 } }, [{ field: 'year.min', message: 'too_old' }]],
      [{ price: { min: 20, max: 10 }, maxMileage: -1 }, [{ field: 'price.min', message: 'min_above_max' }, { field: 'maxMileage', message: 'too_small' }]],
    ];
    for (const [input, errors] of cases) {
      const { status, body } = await recommend(server.url, input);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.extensions?.errors).toEqual(errors);
    }
  });
});
