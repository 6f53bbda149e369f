import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFilter } from '../../common/filters/listing-filter.ts';
import { readFilterQuery } from '../../common/filters/search-params.ts';
import type { FirstScreenPayload } from '../../common/first-screen.ts';
import { GetCarDocument, ListingPageDocument } from '../../src/graphql/generated/graphql.ts';
import { postGraphql, sendRaw } from './support/graphql.ts';
import { startCatalogueServer, untilReady } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

// docs/decisions/0038: /buy and a car page come with the answers their route's loader asks for.
let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(30);
  await untilReady(server);
}, 90_000);
afterAll(() => server?.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  sendRaw(server.url, { path, method: 'GET', headers: { accept: 'text/html', 'accept-language': 'es-DO,es;q=0.9', ...headers } });

const DATA_SCRIPT = /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/;
type Query = { queryKey: unknown[]; state: { status: string; data: unknown } };

function payloadOf(html: string): FirstScreenPayload & { state: { queries: Query[] } } {
  const text = DATA_SCRIPT.exec(html)?.[1];
  if (text === undefined) throw new Error('the page carries no first screen');
  return JSON.parse(text) as FirstScreenPayload & { state: { queries: Query[] } };
}

const defaultFilter = () => listingFilter(readFilterQuery({}));

// Beside the route's own answers, every page carries the shell's: the header's and footer's contact details and currencies.
const SHELL_KEYS = [['getSetting', {}], ['getCurrencies', {}]];
const keysOf = (queries: Query[]) => queries.map((query) => query.queryKey);

describe('the first screen sent with the page', () => {
  it('is, for /buy, the listing the route asks for, under its query key, as /graphql answers it', async () => {
    const response = await page('/buy');
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const payload = payloadOf(response.text);
    expect(payload).toMatchObject({ locale: 'es', country: 'DO' });
    const filter = defaultFilter();
    const answer = await postGraphql<{ getListingCars: { cars: Array<{ mainPicture: string }> } }>(server.url, ListingPageDocument.toString(), { variables: { filter } });
    expect(keysOf(payload.state.queries)).toEqual([['listingPage', { filter }], ...SHELL_KEYS]);
    expect(payload.state.queries[0]).toMatchObject({ queryKey: ['listingPage', { filter }], state: { status: 'success', data: answer.body.data!.getListingCars } });
    // The first card's photo is asked for before the app has run.
    const first = answer.body.data!.getListingCars.cars[0]!;
    expect(response.text).toContain(`<link rel="preload" as="image" href="${first.mainPicture}"`);
  });

  it('is, for a car page, that car as getCar answers it, with its first picture preloaded with its srcset', async () => {
    const listing = await postGraphql<{ getListingCars: { cars: Array<{ slug: string }> } }>(server.url, ListingPageDocument.toString(), { variables: { filter: defaultFilter() } });
    const slug = listing.body.data!.getListingCars.cars[0]!.slug;
    const response = await page(`/car/${slug}`);
    expect(response.status).toBe(200);
    const car = await postGraphql<{ getCar: { pictures: Array<{ kind: string }> } }>(server.url, GetCarDocument.toString(), { variables: { slug } });
    const queries = payloadOf(response.text).state.queries;
    expect(keysOf(queries)).toEqual([['getCar', { slug }], ...SHELL_KEYS]);
    expect(queries[0]).toEqual(expect.objectContaining({ queryKey: ['getCar', { slug }], state: expect.objectContaining({ data: car.body.data!.getCar }) }));
    expect(response.text).toMatch(/<link rel="preload" as="image" href="[^"]+-\d+\.webp" imagesrcset="[^"]+ \d+w[^"]*" imagesizes="\(min-width: 960px\) 60vw, 100vw" fetchpriority="high" data-first-screen>/);
  });

  it('follows the URL’s filters, and a search typed into the URL cannot end the data’s script', async () => {
    const search = '</script><script>alert(1)</script><!--';
    const response = await page(`/buy?search=${encodeURIComponent(search)}&page=2`);
    const payload = payloadOf(response.text);
    expect(payload.state.queries[0]!.queryKey).toEqual(['listingPage', { filter: listingFilter(readFilterQuery({ search, page: 2 })) }]);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(DATA_SCRIPT.exec(response.text)![1]).not.toMatch(/[<>]/);
  });

  it('is in the language the browser asks for, as the SPA would pick it on a first visit', async () => {
    expect(payloadOf((await page('/buy', { 'accept-language': 'en-US,en;q=0.9' })).text).locale).toBe('en');
    expect(payloadOf((await page('/buy', { 'accept-language': 'fr-FR,de;q=0.8' })).text).locale).toBe('es');
  });

  it('is asked as nobody in particular, whatever the page request carries', async () => {
    const response = await page('/buy', { authorization: 'Bearer not-a-token', cookie: 'session=whatever' });
    expect(payloadOf(response.text).state.queries[0]!.state.status).toBe('success');
  });

  it('carries no car for an unknown slug, whose page keeps its 404', async () => {
    const response = await page('/car/no-such-car-0');
    expect(response.status).toBe(404);
    expect(keysOf(payloadOf(response.text).state.queries)).toEqual(SHELL_KEYS);
    expect(response.text).not.toContain('rel="preload" as="image"');
  });

  it.each(['/', '/help/faqs', '/car/some-car-1/test-drive', '/user/favorites', '/nope'])('leaves %s as it was', async (path) => {
    const response = await page(path);
    expect(response.text).not.toContain('first-screen-data');
    expect(response.text).not.toContain('rel="preload"');
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('sends nothing of it with a HEAD request', async () => {
    const response = await sendRaw(server.url, { path: '/buy', method: 'HEAD', headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
  });
});
