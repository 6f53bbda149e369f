import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/graphql/errors.ts';
import { listing, listingQuery } from './support/catalogue-client.ts';
import { readReferenceCars, PUBLIC } from './support/catalogue-reference.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { postGraphql } from './support/graphql.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(120);
});
afterAll(() => server?.close());

const knownCodes = new Set<string>(errorCodes);
const nasty = fc.constantFrom("' or 1=1 --", '"; drop table cars; --', '%', '_', '\\', '\u0000', '🇩🇴', 'toyota', 'corolla', 'ÁÉÍ ñ', '$1', 'null');
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('x'.repeat(10_000)), fc.constant('a'.repeat(201)));
// Variables arrive as JSON: numbers of any size, and values of the wrong type altogether.
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, 1e300, 0.5, Number.MAX_SAFE_INTEGER), fc.constantFrom('12', 'abc', true, null, [], {}));
const range = fc.oneof(fc.constant(null), fc.record({ min: number, max: number }, { requiredKeys: [] }), text);
const slugs = fc.oneof(fc.constant(null), fc.array(text, { maxLength: 4 }), fc.array(fc.constant('toyota'), { minLength: 51, maxLength: 60 }), text, number);
const where = fc.record(
  {
    text_search: fc.oneof(text, number),
    brand: slugs,
    carModel: slugs,
    bodyStyle: slugs,
    features: slugs,
    categories: slugs,
    offer: slugs,
    curboSpot: slugs,
    year: range,
    miles: range,
    price: range,
  },
  { requiredKeys: [] },
);
const filter = fc.record({ limit: number, offset: number, sortBy: fc.oneof(text, number), where: fc.oneof(where, text) }, { requiredKeys: [] });

describe('getListingCars under fuzzed filters', () => {
  it('never fails with a 5xx and answers only contract codes', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (fuzzed) => {
        const { status, body } = await postGraphql<{ getListingCars: { count: number } }>(server.url, listingQuery, { variables: { filter: fuzzed } });
        expect(status).toBeLessThan(500);
        for (const error of body.errors ?? []) expect(knownCodes.has(error.extensions?.code ?? '')).toBe(true);
        expect(body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false).toBe(false);
        if (!body.errors) expect(body.data?.getListingCars.count).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses over-long strings and lists with field errors', async () => {
    const cases = [
      [{ text_search: 's'.repeat(201) }, 'where.text_search'],
      [{ brand: ['b'.repeat(201)] }, 'where.brand'],
      [{ features: Array.from({ length: 51 }, (_, index) => `f${index}`) }, 'where.features'],
    ] as const;
    for (const [where, field] of cases) {
      const { status, body } = await postGraphql(server.url, listingQuery, { variables: { filter: { where } } });
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field }] });
    }
  });
});

describe('freshness', () => {
  it('reflects a price changed in the database within a couple of seconds', async () => {
    const cars = await readReferenceCars(server.database.db);
    const car = cars.find((candidate) => PUBLIC.has(candidate.status))!;
    const price = 123_457;
    const filter = { where: { price: { min: price, max: price } } };
    expect((await listing(server.url, filter)).count).toBe(0);
    await server.database.db.execute(sql`update cars set listing_price = ${price}, base_price = ${price}, has_offer = false, offer_label = null,
      offer_background_color = null, offer_text_color = null, offer_discount = null, offer_original_price = null, offer_discount_percentage = null where id = ${car.id}`);
    const changedAt = Date.now();
    let found = await listing(server.url, filter);
    while (found.count === 0 && Date.now() - changedAt < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await listing(server.url, filter);
    }
    expect(found.cars.map((listed) => [listed.slug, listed.listingPrice])).toEqual([[car.slug, price]]);
    expect(Date.now() - changedAt).toBeLessThan(3000);
  });
});
