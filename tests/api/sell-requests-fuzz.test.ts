import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { errorCodes } from '../../server/graphql/errors.ts';
import { bearer, confirmedSession } from './support/accounts.ts';
import { cancelMutation, catalogueCar, createMutation, deleteMutation, sellInput, send, updateMutation } from './support/sell-requests-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// SECURITY.md row 3 for the sell request operations: fuzzed variables never reach a 5xx or an unknown code.
const now = new Date('2026-03-09T10:15:00-04:00');
const knownCodes = new Set<string>(errorCodes);

let server: TestServer;
let headers: Record<string, string>;
let valid: ReturnType<typeof sellInput>;
let ownId: string;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: () => now } });
  const [spot] = await queryRows<{ id: number }>(server.database.db, sql`select id from spots order by id limit 1`);
  valid = sellInput(await catalogueCar(server.database.db), String(spot!.id), '2026-03-10T08:00:00-04:00');
  headers = bearer((await confirmedSession(server.url, server.database.db)).accessToken);
  const created = await send<{ createSellRequest: { id: string } }>(server.url, createMutation, valid, headers);
  ownId = created.body.data!.createSellRequest.id;
}, 120_000);
afterAll(() => server?.close());

const nasty = fc.constantFrom("' or 1=1 --", '"; drop table sell_requests; --', '%', '\\', '\u0000', '🇩🇴', 'ÁÉÍ ñ', 'null', '2026-03-10T08:00:00-04:00', '2026-03-10T12:00:00Z', '1', '999999');
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('x'.repeat(10_000)));
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, 1e300, 0.5, Number.MAX_SAFE_INTEGER), fc.constantFrom('12', true, null, [], {}));
const anything = fc.oneof(text, number, fc.constant(null));
let runs = 0;
/**
 * A valid input with some fields replaced by fuzz, so the fuzz reaches the rules past the types;
 * each run has an e-mail of its own, so the per-inbox limit does not stop the rest at the door.
 */
const spoiled = (base: Record<string, unknown>) =>
  fc.record({ top: fc.dictionary(fc.constantFrom(...Object.keys(base), 'extra'), anything), car: fc.dictionary(fc.constantFrom('brand', 'model', 'year', 'trim', 'mileage', 'licensePlate'), anything), person: fc.dictionary(fc.constantFrom('name', 'lastName', 'email', 'phone', 'documentId'), anything), address: fc.option(fc.dictionary(fc.constantFrom('sector', 'street', 'number', 'reference', 'latitude', 'longitude'), anything)) }).map(({ top, car, person, address }) => ({
    ...base,
    ...(base.car ? { car: { ...(base.car as object), ...car } } : {}),
    person: { ...(base.person as object), email: `fuzz.${(runs += 1)}@example.com`, ...person },
    ...(address ? { address, place: 'HOME' } : {}),
    ...top,
  }));

async function expectContractAnswer(query: string, input: unknown, requestHeaders: Record<string, string> = {}) {
  const { status, body } = await send(server.url, query, input, requestHeaders);
  expect(status).toBeLessThan(500);
  for (const error of body.errors ?? []) expect(knownCodes.has(error.extensions?.code ?? ''), JSON.stringify(error)).toBe(true);
  expect(body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false).toBe(false);
}

describe('sell request operations under fuzzed input', () => {
  it('createSellRequest never fails with a 5xx', async () => {
    await fc.assert(fc.asyncProperty(spoiled(valid), fc.boolean(), (input, signedIn) => expectContractAnswer(createMutation, input, signedIn ? headers : {})), { numRuns: 200 });
  });

  it('updateSellRequest, cancelSellRequest and deleteSellRequest never fail with a 5xx', async () => {
    const { car: _car, acceptTerms: _terms, ...rest } = valid;
    const ids = fc.oneof(text, fc.constant(ownId), fc.uuid());
    await fc.assert(fc.asyncProperty(spoiled(rest), ids, (input, id) => expectContractAnswer(updateMutation, { ...input, id }, headers)), { numRuns: 150 });
    await fc.assert(fc.asyncProperty(fc.oneof(text, fc.uuid()), (id) => expectContractAnswer(cancelMutation, { id }, headers)), { numRuns: 50 });
    await fc.assert(fc.asyncProperty(fc.oneof(text, fc.uuid()), (id) => expectContractAnswer(deleteMutation, { id }, headers)), { numRuns: 50 });
  });
});
