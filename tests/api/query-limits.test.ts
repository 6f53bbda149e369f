import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { postGraphql, sendRaw } from './support/graphql.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { spyOnResolvers } from './support/resolver-spy.ts';
import type { TestServer } from './support/test-server.ts';

// SECURITY.md row 4: each refusal is a 400 with a contract code, and no resolver has run.
const resolverSpy = spyOnResolvers();
let server: TestServer;
let slug: string;
let carId: string;
beforeAll(async () => {
  server = await startCatalogueServer(3);
  const { data } = (await postGraphql<{ getListingCars: { cars: { id: string; slug: string }[] } }>(server.url, '{ getListingCars { cars { id slug } } }')).body;
  ({ id: carId, slug } = data!.getListingCars.cars[0]!);
});
afterAll(() => server?.close());

const json = { 'content-type': 'application/json' };
type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(body: unknown): Promise<{ status: number; body: Answer | Answer[] }> {
  const response = await sendRaw(server.url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  return { status: response.status, body: JSON.parse(response.text) as Answer | Answer[] };
}

/** A document whose selection is `depth` fields deep: getCar, relatedCars …, then id. */
function nested(depth: number): string {
  const related = depth - 2;
  return `{ getCar(slug: "${slug}") { ${'relatedCars(limit: 1) { '.repeat(related)}id${' }'.repeat(related)} } }`;
}
const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `c${index}: getCurrencies { code }`).join(' ')} }`;
const questions = (count: number) => Array.from({ length: count }, () => ({
  query: 'mutation ask($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }',
  variables: { input: { carId, question: 'Is it still available?', email: 'ana@example.com' } },
}));
const leadCount = async () => Number((await queryRows<{ n: string }>(server.database.db, sql`select count(*) as n from leads`))[0]!.n);
// Most of a car page through a fragment, aliased: 6 copies cost 1981, 7 cost about 2330.
const carFields = `fragment Page on Car { id slug title year mileage listingPrice vin status { slug name }
  priceInfo { monthlyPrice basePrice fee } brand { name slug } carModel { name slug }
  bodyStyle { slug name nameTranslations { en es } } fuelType { slug name nameTranslations { en es } }
  features { slug name nameTranslations { en es } group } pictures { kind basePath widths width height }
  inspection { score areas { slug name nameTranslations { en es } points { slug name nameTranslations { en es } result note } } }
  relatedCars(limit: 8) { id slug title listingPrice status { slug } brand { slug } } }`;
const carPages = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `p${index}: getCar(slug: "${slug}") { ...Page }`).join(' ')} } ${carFields}`;

async function expectRefusedUnresolved(body: unknown, message: RegExp) {
  const before = resolverSpy.calls();
  const leadsBefore = await leadCount();
  const response = await post(body);
  expect(response.status).toBe(400);
  const answer = response.body as Answer;
  expect(answer).not.toHaveProperty('data');
  expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  expect(answer.errors?.[0]?.message).toMatch(message);
  expect(resolverSpy.calls()).toBe(before);
  expect(await leadCount()).toBe(leadsBefore);
}

describe('refused before any resolver runs', () => {
  it('a selection 9 deep', () => expectRefusedUnresolved({ query: nested(9) }, /depth limit of 8/));
  it('16 aliases', () => expectRefusedUnresolved({ query: aliased(16) }, /Aliases limit of 15/));
  // Each aliased __typename is one more entry in the response, so it costs like any other alias.
  it('400 aliased __typename', () =>
    expectRefusedUnresolved({ query: `{ ${Array.from({ length: 400 }, (_, index) => `t${index}: __typename`).join(' ')} getCurrencies { code } }` }, /Aliases limit of 15/));
  it('a real field aliased as __typename', () =>
    expectRefusedUnresolved({ query: `{ ${Array.from({ length: 16 }, (_, index) => `${index ? `c${index}` : '__typename'}: getCurrencies { code }`).join(' ')} }` }, /Aliases limit of 15/));
  it('16 aliased mutations', async () => {
    const mutation = `mutation ask($input: AskCarQuestionInput!) { ${Array.from({ length: 16 }, (_, index) => `q${index}: askCarQuestion(input: $input) { id }`).join(' ')} }`;
    await expectRefusedUnresolved({ query: mutation, variables: questions(1)[0]!.variables }, /Aliases limit/);
  });
  it('a document over the cost budget', () => expectRefusedUnresolved({ query: carPages(7) }, /Cost limit of 2000/));
  it('11 batched operations', () => expectRefusedUnresolved(questions(11), /at most 10 operations/));
  it('a document of 15,001 characters', async () => {
    const [{ query, variables }] = questions(1) as [{ query: string; variables: unknown }];
    await expectRefusedUnresolved({ query: query.padEnd(15_001, ' '), variables }, /at most 15000 characters/);
  });
});

describe('accepted at the edge of each limit', () => {
  const expectAnswered = async (query: string) => {
    const before = resolverSpy.calls();
    const { status, body } = await post({ query });
    expect(status).toBe(200);
    expect((body as Answer).errors).toBeUndefined();
    expect(resolverSpy.calls()).toBeGreaterThan(before);
  };
  it('a selection 8 deep', () => expectAnswered(nested(8)));
  it('15 aliases', () => expectAnswered(aliased(15)));
  it('six car pages, a cost of 1981', () => expectAnswered(carPages(6)));
  it('a document of 15,000 characters', () => expectAnswered('{ getCurrencies { code } }'.padEnd(15_000, ' ')));

  it('10 batched operations, each answered in order', async () => {
    const leadsBefore = await leadCount();
    const { status, body } = await post(questions(10));
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect((body as Answer[]).map((answer) => answer.errors)).toEqual(Array(10).fill(undefined));
    expect(await leadCount()).toBe(leadsBefore + 10);
  });
});

it('leaves every operation the SPA sends within the limits', async () => {
  const generated = await readFile(new URL('../../src/graphql/generated/graphql.ts', import.meta.url), 'utf8');
  const documents = [...generated.matchAll(/new TypedDocumentString\(`([\s\S]*?)`/g)].map((match) => match[1]!);
  const operations = documents.filter((document) => /^\s*(query|mutation)\b/.test(document));
  expect(operations.length).toBeGreaterThan(5);
  for (const query of operations) {
    // Without variables or a session many fail (a missing variable, UNAUTHENTICATED), but only
    // after parsing and every limit have passed.
    const { body } = await post({ query });
    for (const error of (body as Answer).errors ?? []) expect(error.message).not.toMatch(/^Syntax Error|limit of|at most/);
  }
});

describe('batches', () => {
  it('answer each operation with its own errors and contract codes', async () => {
    const { status, body } = await post([{ query: '{ getCurrencies { code } }' }, { query: '{ nope }' }]);
    expect([200, 400]).toContain(status);
    const [good, bad] = body as Answer[];
    expect(good?.data).toEqual({ getCurrencies: [{ code: 'DOP' }, { code: 'USD' }] });
    expect(bad?.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an empty batch with a contract code', async () => {
    const { status, body } = await post([]);
    expect(status).toBe(400);
    const errors = Array.isArray(body) ? body.flatMap((answer) => answer.errors ?? []) : (body.errors ?? []);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
