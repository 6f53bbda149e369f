import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/graphql/errors.ts';
import { bearer, confirmedSession } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { applicationInput, applyMutation, carsOnSale, prequalifyInput, prequalifyMutation, quoteQuery, send } from './support/financing-client.ts';
import type { GraphQLResponse } from './support/graphql.ts';
import type { TestServer } from './support/test-server.ts';

// SECURITY.md row 3 for the financing operations: fuzz never reaches a 5xx or an unknown code.
const knownCodes = new Set<string>(errorCodes);

let server: TestServer;
let headers: Record<string, string>;
let carId: string;
beforeAll(async () => {
  server = await startCatalogueServer(10);
  carId = (await carsOnSale(server.database.db, 1))[0]!.id;
  headers = bearer((await confirmedSession(server.url, server.database.db)).accessToken);
}, 120_000);
afterAll(() => server?.close());

const nasty = fc.constantFrom("' or 1=1 --", '"; drop table purchases; --', '%', '\\', '\u0000', '🇩🇴', 'ÁÉÍ ñ', 'null', 'ola-financia', 'banco-popular-auto', '2019-07', '2099-12', '999999', '1');
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('x'.repeat(10_000)));
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 6, 12, 72, 84, 2 ** 31, 1e300, 0.5, 100_000_000, Number.MAX_SAFE_INTEGER), fc.constantFrom('12', true, null, [], {}));
const anything = fc.oneof(text, number, fc.constant(null));
let runs = 0;
const fuzzedPerson = fc.dictionary(fc.constantFrom('name', 'lastName', 'email', 'phone', 'documentId'), anything);
/** A valid input with some fields replaced by fuzz; each run has an e-mail of its own, past the per-inbox limit. */
const spoiled = <Input extends { person: Record<string, unknown> }>(valid: () => Input, fields: string[]) =>
  fc.record({ top: fc.dictionary(fc.constantFrom(...fields, 'extra'), anything), person: fuzzedPerson }).map(({ top, person }) => {
    const input = valid();
    return { ...input, person: { ...input.person, email: `fuzz.${(runs += 1)}@example.com`, ...person }, ...top };
  });

function expectAnswered({ status, body }: GraphQLResponse) {
  expect(status).toBeLessThan(500);
  for (const error of body.errors ?? []) expect(knownCodes.has(error.extensions?.code ?? ''), JSON.stringify(error)).toBe(true);
  expect(body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false).toBe(false);
}

describe('financing operations under fuzzed input', () => {
  it('getFinancingQuote never fails with a 5xx', async () => {
    const input = fc.dictionary(fc.constantFrom('price', 'downPayment', 'termMonths', 'plan', 'extra'), anything).map((fuzz) => ({ price: 1_500_000, downPayment: 450_000, termMonths: 48, ...fuzz }));
    await fc.assert(fc.asyncProperty(input, async (fuzzed) => expectAnswered(await send(server.url, quoteQuery, fuzzed))), { numRuns: 150 });
  });

  it('prequalify never fails with a 5xx', async () => {
    const input = spoiled(prequalifyInput, ['workplace', 'monthlySalary', 'otherIncome', 'workingSince', 'downPayment']);
    await fc.assert(fc.asyncProperty(input, fc.boolean(), async (fuzzed, signedIn) => expectAnswered(await send(server.url, prequalifyMutation, fuzzed, signedIn ? headers : {}))), { numRuns: 150 });
  });

  it('applyForFinancing never fails with a 5xx', async () => {
    const input = spoiled(() => applicationInput(carId), ['carId', 'downPayment', 'termMonths', 'workplace', 'monthlySalary', 'plan', 'locale']);
    await fc.assert(fc.asyncProperty(input, fc.boolean(), async (fuzzed, signedIn) => expectAnswered(await send(server.url, applyMutation, fuzzed, signedIn ? headers : {}))), { numRuns: 150 });
  });
});
