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
  // One error shape: every refusal is JSON with an errors array, whoever made it.
  if (status >= 400) expect(type).toMatch(/json/);
  if (!type.includes('json')) return;
  const parsed = JSON.parse(text) as { errors?: { extensions?: { code?: unknown } }[] };
  if (status >= 400) expect(parsed.errors?.length).toBeGreaterThan(0);
  for (const error of parsed.errors ?? []) expect(knownCodes).toContain(error.extensions?.code);
}

const plainPost = (body: string): FuzzRequest => ({ method: 'POST', body, contentType: 'application/json', accept: undefined, country: null, authorization: null });
const codesIn = (text: string) => (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.map((error) => error.extensions?.code);

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

describe('known attacks', () => {
  it.each([2050, 5000])('a list literal nested %i deep is refused with 400, not a stack overflow', async (depth) => {
    const answer = await send(plainPost(JSON.stringify({ query: `{ __typename(a: ${'['.repeat(depth)}) }` })));
    expectHarmless(answer);
    expect([answer.status, codesIn(answer.text)]).toEqual([400, ['BAD_USER_INPUT']]);
  });

  // Each operation that stored or looked up text from its arguments, as a literal and as a variable.
  const withText: ((text: string) => { query: string; variables?: Record<string, unknown> })[] = [
    (text) => ({ query: `{ getCar(slug: ${JSON.stringify(text)}) { id } }` }),
    (text) => ({ query: 'query getCar($slug: String!) { getCar(slug: $slug) { id } }', variables: { slug: text } }),
    (text) => ({ query: `mutation { askCarQuestion(input: { carId: "1", question: ${JSON.stringify(text)} }) { id } }` }),
    (text) => ({ query: 'mutation ask($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }', variables: { input: { carId: '1', question: text } } }),
    (text) => ({ query: `mutation { updateProfile(input: { name: "Ana", lastName: "Paz", address: ${JSON.stringify(text)} }) { id } }` }),
    (text) => ({ query: 'mutation p($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { name: 'Ana', lastName: 'Paz', address: text } } }),
  ];
  const withNul = fc.tuple(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 })).map(([before, after]) => `${before}\u0000${after}`);

  it('NUL in any of those arguments is BAD_USER_INPUT, never a database error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withText), withNul, async (build, text) => {
        const answer = await send(plainPost(JSON.stringify(build(text))));
        expectHarmless(answer);
        expect(codesIn(answer.text)).toEqual(['BAD_USER_INPUT']);
      }),
      { numRuns: 120 },
    );
  });

  it('form-encoded and multipart posts of any document get 415', async () => {
    const anyDocument = fc.oneof(fc.constantFrom(...documents), fc.string({ maxLength: 60 }));
    await fc.assert(
      fc.asyncProperty(anyDocument, fc.boolean(), async (query, asForm) => {
        const body = asForm ? new URLSearchParams({ query }) : new FormData();
        if (body instanceof FormData) body.set('operations', JSON.stringify({ query }));
        const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { origin: 'https://evil.example' }, body });
        const answer = { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
        expectHarmless(answer);
        expect(answer.status).toBe(415);
      }),
      { numRuns: 60 },
    );
  });

  it('a body over 1 MB gets 413 and headers over 16 KB get 431, both as JSON errors', async () => {
    const big = await send(plainPost(JSON.stringify({ query: '{ __typename }', variables: { s: 'x'.repeat(2_000_000) } })));
    expectHarmless(big);
    expect(big.status).toBe(413);
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'x'.repeat(40_000) }, body: '{"query":"{ __typename }"}' });
    const headers = { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
    expectHarmless(headers);
    expect(headers.status).toBe(431);
  });
});
