import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from './support/graphql.ts';
import { spyOnResolvers } from './support/resolver-spy.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// SECURITY.md row 14: a page on another site can make its visitors' browsers post forms (and
// fetch with a form or plain-text body) without a CORS preflight. None of those may run an operation.
const resolverSpy = spyOnResolvers();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const foreign = { origin: 'https://evil.example', referer: 'https://evil.example/win-a-car' };
const question = 'mutation { askCarQuestion(input: { carId: "1", question: "Is it still available?" }) { id } }';
const signIn = 'mutation { signInUser(input: { email: "maria@example.com", password: "guess-1234" }) { accessToken } }';

function multipart(query: string): FormData {
  const form = new FormData();
  // The GraphQL multipart request spec, which Yoga understands for uploads.
  form.set('operations', JSON.stringify({ query }));
  form.set('map', '{}');
  return form;
}

const crossSiteBodies: [string, () => RequestInit][] = [
  ['a form-encoded question', () => ({ headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ query: question }).toString() })],
  ['a form-encoded sign-in', () => ({ headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ query: signIn }).toString() })],
  ['a multipart question', () => ({ headers: foreign, body: multipart(question) })],
  ['a multipart sign-in', () => ({ headers: foreign, body: multipart(signIn) })],
  ['a plain-text JSON body', () => ({ headers: { ...foreign, 'content-type': 'text/plain' }, body: JSON.stringify({ query: question }) })],
  ['an application/graphql body', () => ({ headers: { ...foreign, 'content-type': 'application/graphql' }, body: question })],
  ['a JSON body without a content type', () => ({ headers: foreign, body: new Blob([JSON.stringify({ query: question })]) })],
];

describe('requests another site can make a browser send', () => {
  it.each(crossSiteBodies)('%s is refused with 415 before any resolver runs', async (_case, init) => {
    const before = resolverSpy.calls();
    const response = await sendRaw(server.url, { method: 'POST', ...init() });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(resolverSpy.calls()).toBe(before);
  });
});

describe('what the SPA sends', () => {
  it('still runs: a JSON POST (graphql-request) and a query over GET', async () => {
    const post = await sendRaw(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: '', country: 'DO' },
      body: JSON.stringify({ query: 'query getCurrencies { getCurrencies { code } }' }),
    });
    expect(post.status).toBe(200);
    expect(JSON.parse(post.text).data.getCurrencies[0].code).toBe('DOP');
    const get = await sendRaw(server.url, { path: '/graphql?query=%7BgetCurrencies%7Bcode%7D%7D', method: 'GET', headers: { accept: 'application/json' } });
    expect(get.status).toBe(200);
  });

  it('may name a charset', async () => {
    const response = await sendRaw(server.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"query":"{ __typename }"}' });
    expect(JSON.parse(response.text)).toEqual({ data: { __typename: 'Query' } });
  });
});
