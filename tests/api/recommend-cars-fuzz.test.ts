import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/graphql/errors.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { recommend } from './support/recommend-client.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(60);
});
afterAll(() => server?.close());

const knownCodes = new Set<string>(errorCodes);
const text = fc.oneof(fc.constantFrom("' or 1=1 --", '%', '\u0000', '🇩🇴', 'familiar', 'sedan', '', ' '), fc.string({ maxLength: 30 }), fc.constant('x'.repeat(5_000)));
// Variables arrive as JSON: numbers of any size, and values of the wrong type altogether.
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1999, 2000, 2 ** 31, -(2 ** 31) - 1, 1e300, 0.5, Number.MAX_SAFE_INTEGER), fc.constantFrom('12', true, null, [], {}));
const range = fc.oneof(fc.constant(null), fc.record({ min: number, max: number }, { requiredKeys: [] }), text, number);
const input = fc.oneof(
  fc.record(
    {
      categories: fc.oneof(fc.constant(null), fc.array(text, { maxLength: 6 }), text, number),
      bodyStyle: fc.oneof(fc.constant(null), text, number),
      price: range,
      year: range,
      maxMileage: number,
      extra: text,
    },
    { requiredKeys: [] },
  ),
  text,
  number,
);

describe('recommendCars under fuzzed input', () => {
  it('never fails with a 5xx and answers only contract codes', async () => {
    await fc.assert(
      fc.asyncProperty(input, async (fuzzed) => {
        const { status, body } = await recommend(server.url, fuzzed);
        expect(status).toBeLessThan(500);
        for (const error of body.errors ?? []) expect(knownCodes.has(error.extensions?.code ?? '')).toBe(true);
        expect(body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false).toBe(false);
        // An answer is coherent: a main car exactly when some car matches, and never more cars than match.
        if (!body.errors) {
          const { main, others, matching } = body.data!.recommendCars;
          expect(Number.isInteger(matching)).toBe(true);
          expect(main === null).toBe(matching === 0);
          expect((main ? 1 : 0) + others.length).toBeLessThanOrEqual(matching);
        }
      }),
      { numRuns: 300 },
    );
  });
});
