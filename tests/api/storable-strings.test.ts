import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedSession } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { postGraphql, sendRaw } from './support/graphql.ts';
import { spyOnResolvers } from './support/resolver-spy.ts';
import type { TestServer } from './support/test-server.ts';

// PostgreSQL's text cannot hold U+0000 (the query fails), and UTF-8 cannot encode half of a
// surrogate pair (the driver would store U+FFFD instead). Every string argument is checked first.
const resolverSpy = spyOnResolvers();
let server: TestServer;
let carId: string;
let slug: string;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startCatalogueServer(1);
  const { data } = (await postGraphql<{ getListingCars: { cars: { id: string; slug: string }[] } }>(server.url, '{ getListingCars { cars { id slug } } }')).body;
  ({ id: carId, slug } = data!.getListingCars.cars[0]!);
  headers = bearer((await confirmedSession(server.url, server.database.db)).accessToken);
});
afterAll(() => server?.close());

const unstorable = [
  ['a NUL', 'a\u0000b'],
  ['an unpaired surrogate', 'a\uD83Db'],
] as const;

type Operation = { name: string; field: string; literal: (text: string) => string; variables: (text: string) => { query: string; variables: Record<string, unknown> } };
const operations: Operation[] = [
  {
    name: 'getCar.slug',
    field: 'slug',
    literal: (text) => `{ getCar(slug: ${JSON.stringify(text)}) { id } }`,
    variables: (text) => ({ query: 'query getCar($slug: String!) { getCar(slug: $slug) { id } }', variables: { slug: `${slug}${text}` } }),
  },
  {
    name: 'askCarQuestion.question',
    field: 'input.question',
    literal: (text) => `mutation { askCarQuestion(input: { carId: "${carId}", question: ${JSON.stringify(`Is it available? ${text}`)}, email: "ana@example.com" }) { id } }`,
    variables: (text) => ({
      query: 'mutation ask($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }',
      variables: { input: { carId, question: `Is it available? ${text}`, email: 'ana@example.com' } },
    }),
  },
  {
    name: 'updateProfile.address',
    field: 'input.address',
    literal: (text) => `mutation { updateProfile(input: { name: "María", lastName: "Núñez", address: ${JSON.stringify(text)} }) { id } }`,
    variables: (text) => ({
      query: 'mutation updateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      variables: { input: { name: 'María', lastName: 'Núñez', address: `Calle 5 ${text}` } },
    }),
  },
];

async function expectRefused(query: string, variables: Record<string, unknown> | undefined, field: string) {
  const before = resolverSpy.calls();
  const { status, body } = await postGraphql(server.url, query, { variables, headers });
  expect(status).toBe(200);
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toEqual([
    { message: expect.any(String), extensions: { code: 'BAD_USER_INPUT', errors: [{ field, message: 'invalid_characters' }] } },
  ]);
  expect(resolverSpy.calls()).toBe(before);
}

describe.each(operations)('$name', ({ field, literal, variables }) => {
  it('refuses a NUL in a literal before any resolver runs, again when the same document comes back', async () => {
    // The second time the document comes from the parser's cache, and its literals' check with it.
    await expectRefused(literal('a\u0000b'), undefined, field);
    await expectRefused(literal('a\u0000b'), undefined, field);
  });

  it('refuses an unpaired surrogate in a literal as a document that does not parse', async () => {
    const before = resolverSpy.calls();
    const { status, body } = await postGraphql(server.url, literal('a\uD83Db'), { headers });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(resolverSpy.calls()).toBe(before);
  });

  it.each(unstorable)('refuses %s in a variable before any resolver runs', async (_case, text) => {
    const request = variables(text);
    await expectRefused(request.query, request.variables, field);
  });
});

describe('other strings', () => {
  it('refuses a variable default, and names the variable', async () => {
    await expectRefused('query q($s: String! = "x\\u0000") { getCar(slug: $s) { id } }', undefined, 's');
  });

  it('finds a NUL 100,000 lists deep in a variable without overflowing', async () => {
    const depth = 100_000;
    const before = resolverSpy.calls();
    const body = `{"query":"query q($s: String!) { getCar(slug: $s) { id } }","variables":{"s":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}}`;
    const response = await sendRaw(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 's' }] } }] });
    expect(resolverSpy.calls()).toBe(before);
  });

  it('walks a 400,000-item list in a variable without overflowing', async () => {
    // 800 KB: under the body limit, so it reaches the check rather than a 413.
    const body = JSON.stringify({ query: 'query q($s: String!) { getCar(slug: $s) { id } }', variables: { s: Array.from({ length: 400_000 }, () => 0) } });
    expect(body.length).toBeLessThan(1_000_000);
    const response = await sendRaw(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBeLessThan(500);
    expect(JSON.parse(response.text).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets emoji (whole surrogate pairs) and accents through', async () => {
    const { body } = await postGraphql(server.url, 'query getCar($slug: String!) { getCar(slug: $slug) { slug } }', { variables: { slug } });
    expect(body.data).toEqual({ getCar: { slug } });
    const question = await postGraphql(server.url, 'mutation ask($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { question } }', {
      variables: { input: { carId, question: '¿Sigue disponible? 🇩🇴🚗', email: 'ana@example.com' } },
    });
    expect(question.body).toEqual({ data: { askCarQuestion: { question: '¿Sigue disponible? 🇩🇴🚗' } } });
  });
});
