import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/graphql/errors.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const knownCodes = new Set<string>(errorCodes);

const documents = [
  'query getSetting { getSetting { address currency { code value } country { countryCode nameTranslations { en es } } socialNetworks { url } } }',
  'query getCurrencies { getCurrencies { id name code slug symbol value } }',
  'query getAppsCountryConfig { getAppsCountryConfig { id countryCode flag name slug website } }',
  'mutation { getSetting }',
  'query($limit: Int, $where: String) { getCurrencies { code } }',
  'subscription { getSetting { address } }',
  '{ __schema { types { name fields { name } } } }',
];

const nasty = fc.constantFrom("' or 1=1 --", '"; drop table countries; --', '\u0000', '%00', '../../etc/passwd', '<script>alert(1)</script>', '🇩🇴', 'null', '{}', '\\u0000');
const anyText = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), nasty);
const document = fc.oneof(
  fc.constantFrom(...documents),
  // Truncated and spliced documents exercise every parser error path.
  fc.tuple(fc.constantFrom(...documents), fc.nat(), anyText).map(([text, cut, junk]) => text.slice(0, cut % (text.length + 1)) + junk),
  fc.integer({ min: 1, max: 3000 }).map((depth) => `{${' getSetting {'.repeat(depth)}${' }'.repeat(depth)} }`),
  anyText,
);
const variables = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 4 }), fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 })));
const jsonBody = fc
  .record({ query: fc.oneof(document, fc.jsonValue({ maxDepth: 2 })), variables, operationName: fc.option(fc.oneof(anyText, fc.integer())) }, { requiredKeys: [] })
  .map((body) => JSON.stringify(body));
const body = fc.oneof(
  { weight: 6, arbitrary: jsonBody },
  { weight: 1, arbitrary: jsonBody.chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)) },
);
// Header values must be visible ASCII for fetch to send them at all.
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const request = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET'),
  body,
  contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/graphql-response+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/graphql', undefined),
  accept: fc.constantFrom('application/json', 'application/graphql-response+json', 'text/html', '*/*', undefined),
  country: fc.option(fc.oneof(fc.constantFrom('DO', 'CO', 'do', 'US', ''), headerText)),
  authorization: fc.option(fc.oneof(fc.constant(''), headerText.map((token) => `Bearer ${token}`))),
});

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send({ method, body: text, contentType, accept, country, authorization }: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (accept) headers.accept = accept;
  if (country !== null) headers.country = country;
  if (authorization !== null) headers.authorization = authorization;
  const url = method === 'GET' ? `${server.url}/graphql?${new URLSearchParams({ query: text }).toString()}` : `${server.url}/graphql`;
  const response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : text });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

function expectHarmless({ status, type, text }: { status: number; type: string; text: string }) {
  expect(status).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  if (!type.includes('json')) return;
  const parsed = JSON.parse(text) as { errors?: { extensions?: { code?: unknown } }[] };
  for (const error of parsed.errors ?? []) expect(knownCodes).toContain(error.extensions?.code);
}

describe('fuzzed requests to /graphql', () => {
  it('never get a 5xx, a stack trace or a code outside CONTRACT.md', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (input) => expectHarmless(await send(input))),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('survive a 1 MB string variable and deeply nested JSON variables', async () => {
    const huge = JSON.stringify({ query: 'query($s: String) { __typename }', variables: { s: 'x'.repeat(1_000_000) } });
    const deep = `{"query":"query($v: String) { __typename }","variables":{"v":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    for (const text of [huge, deep]) {
      expectHarmless(await send({ method: 'POST', body: text, contentType: 'application/json', accept: undefined, country: null, authorization: null }));
    }
  });
});
