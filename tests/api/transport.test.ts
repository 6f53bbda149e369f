import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { postGraphql, sendRaw } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const json = { 'content-type': 'application/json' };

/** A refused request: a 4xx status and a JSON `errors` array with contract codes. */
function expectRefusal(response: { status: number; headers: Headers; text: string }, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/json/);
  const body = JSON.parse(response.text) as { errors: { message: string; extensions: { code: string } }[] };
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(error.extensions.code).toBe('BAD_USER_INPUT');
  expect(response.text).not.toMatch(/\n\s+at /);
  return body;
}

describe('bad requests get 400 with a JSON errors array', () => {
  it.each([
    ['malformed JSON', '{"query": "{ getCurrencies { code } }"'],
    ['an empty body', ''],
    ['a missing query', '{}'],
    ['a non-string query', '{"query": 42}'],
    ['variables that are not an object', '{"query": "{ getCurrencies { code } }", "variables": 5}'],
    ['a document that does not parse', '{"query": "{ getCurrencies { code "}'],
    ['an unknown field', '{"query": "{ getCurrencies { code price } }"}'],
    ['a variable of the wrong type', '{"query": "query($n: Int!) { __typename }", "variables": {"n": "x"}}'],
    ['a document nested 3000 deep', JSON.stringify({ query: `{${' getSetting {'.repeat(3000)}${' }'.repeat(3000)} }` })],
    // Short enough for the length limit, deep enough to overflow a recursive parser.
    ['a list literal nested 2050 deep', JSON.stringify({ query: `{ __typename(a: ${'['.repeat(2050)}) }` })],
    ['a list literal nested 5000 deep', JSON.stringify({ query: `{ __typename(a: ${'['.repeat(5000)}) }` })],
    ['an object literal nested 2050 deep', JSON.stringify({ query: `{ __typename(a: ${'{a:'.repeat(2050)}1${'}'.repeat(2050)}) }` })],
    ['nesting hidden after a comment and a string', JSON.stringify({ query: `# }}}\n{ __typename(s: "}}}", a: ${'['.repeat(3000)}) }` })],
  ])('%s', async (_case, body) => {
    expectRefusal(await sendRaw(server.url, { method: 'POST', headers: json, body }), 400);
  });

  it('answers the same 400 to clients asking for application/graphql-response+json', async () => {
    const response = await sendRaw(server.url, {
      method: 'POST',
      headers: { ...json, accept: 'application/graphql-response+json' },
      body: '{"query": "{ nope }"}',
    });
    expectRefusal(response, 400);
  });

  it('refuses an unsupported content type with JSON too', async () => {
    expectRefusal(await sendRaw(server.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }), 415);
  });
});

describe('methods', () => {
  it('answers a query over GET', async () => {
    const response = await sendRaw(server.url, { path: '/graphql?query=%7BgetCurrencies%7Bcode%7D%7D', method: 'GET', headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).data.getCurrencies[0].code).toBe('DOP');
  });

  it('refuses a mutation over GET with 405', async () => {
    const query = encodeURIComponent('mutation { __typename }');
    const response = await sendRaw(server.url, { path: `/graphql?query=${query}`, method: 'GET', headers: { accept: 'application/json' } });
    expectRefusal(response, 405);
    expect(response.headers.get('allow')).toContain('POST');
  });

  it('refuses other methods with 405', async () => {
    expectRefusal(await sendRaw(server.url, { method: 'PUT', headers: json, body: '{"query":"{ __typename }"}' }), 405);
  });
});

describe('unexpected failures', () => {
  it('are masked for the client and logged in full', async () => {
    // A real failure inside a resolver: the table it reads has disappeared.
    await server.database.db.execute(sql`alter table social_networks rename to social_networks_away`);
    try {
      const { status, body } = await postGraphql(server.url, '{ getSetting { address socialNetworks { slug } } }');
      expect(status).toBeLessThan(500);
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
      expect(JSON.stringify(body)).not.toContain('social_networks');
      expect(server.logs.some((line) => line.includes('social_networks') && line.includes('"level":50'))).toBe(true);
    } finally {
      await server.database.db.execute(sql`alter table social_networks_away rename to social_networks`);
    }
  });
});

describe('outside production', () => {
  it('keeps introspection and field suggestions', async () => {
    const { body } = await postGraphql(server.url, '{ __schema { queryType { name } } }');
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const suggestion = await postGraphql(server.url, '{ getCurrencie { code } }');
    expect(suggestion.body.errors?.[0]?.message).toContain('Did you mean');
  });
});

describe('in production', () => {
  // A second app on the same database, as a production deployment would build it.
  async function askProduction(query: string) {
    const app = await buildApp({
      config: { ...server.config, nodeEnv: 'production' },
      database: server.database,
      logger: pino({ level: 'silent' }),
      clientDir: server.clientDir,
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/graphql', headers: json, payload: { query } });
      return { status: response.statusCode, body: response.json<{ data?: unknown; errors?: { message: string; extensions: { code: string } }[] }>() };
    } finally {
      await app.close();
    }
  }

  it('refuses introspection', async () => {
    const { status, body } = await askProduction('{ __schema { types { name } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body)).not.toContain('getSetting');
  });

  it('gives no field suggestions', async () => {
    const { body } = await askProduction('{ getCurrencie { code } }');
    expect(body.errors?.[0]?.message).toBe('Cannot query field "getCurrencie" on type "Query".');
  });

  it('still answers ordinary queries and __typename', async () => {
    const { body } = await askProduction('{ __typename getCurrencies { code } }');
    expect(body).toEqual({ data: { __typename: 'Query', getCurrencies: [{ code: 'DOP' }, { code: 'USD' }] } });
  });
});
