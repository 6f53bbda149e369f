import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/graphql/errors.ts';
import { bearer, confirmedSession } from './support/accounts.ts';
import { carRequestInput, createCarRequestMutation, popularModel } from './support/car-requests-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { send } from './support/sell-requests-client.ts';
import type { TestServer } from './support/test-server.ts';

// SECURITY.md row 3 for createCarRequest and the unsubscribe page: fuzz never reaches a 5xx or an unknown code.
const knownCodes = new Set<string>(errorCodes);

let server: TestServer;
let headers: Record<string, string>;
let valid: ReturnType<typeof carRequestInput>;
beforeAll(async () => {
  server = await startCatalogueServer(60);
  valid = carRequestInput(await popularModel(server.database.db));
  headers = bearer((await confirmedSession(server.url, server.database.db)).accessToken);
}, 120_000);
afterAll(() => server?.close());

const nasty = fc.constantFrom("' or 1=1 --", '"; drop table car_requests; --', '%', '\\', '\u0000', '🇩🇴', 'ÁÉÍ ñ', 'null', 'en', 'es', '1', '999999');
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('x'.repeat(10_000)));
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1999, 2000, 2027, 2 ** 31, 1e300, 0.5, 100_000_000, Number.MAX_SAFE_INTEGER), fc.constantFrom('12', true, null, [], {}));
const anything = fc.oneof(text, number, fc.constant(null));
let runs = 0;
/** A valid input with some fields replaced by fuzz; each run has an e-mail of its own, past the per-inbox limit. */
const spoiled = fc
  .record({ top: fc.dictionary(fc.constantFrom('brand', 'model', 'year', 'budget', 'locale', 'extra'), anything), person: fc.dictionary(fc.constantFrom('name', 'lastName', 'email', 'phone', 'documentId'), anything) })
  .map(({ top, person }) => ({ ...valid, person: { ...valid.person, email: `fuzz.${(runs += 1)}@example.com`, ...person }, ...top }));

describe('car request operations under fuzzed input', () => {
  it('createCarRequest never fails with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(spoiled, fc.boolean(), async (input, signedIn) => {
        const { status, body } = await send(server.url, createCarRequestMutation, input, signedIn ? headers : {});
        expect(status).toBeLessThan(500);
        for (const error of body.errors ?? []) expect(knownCodes.has(error.extensions?.code ?? ''), JSON.stringify(error)).toBe(true);
        expect(body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('the unsubscribe page answers 404 to any token not ours', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.uuid().map((id) => `${id}.${'a'.repeat(43)}`)), async (token) => {
        const page = await fetch(`${server.url}/car-requests/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(page.status).toBe(404);
      }),
      { numRuns: 100 },
    );
  });
});
