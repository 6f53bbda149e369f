import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBreakdown, showBreakdown } from '../../common/price-breakdown.ts';
import { DEFAULT_CAR_COUNT } from '../../server/seed/index.ts';
import { postGraphql } from './support/graphql.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

// A property over every car the default seed makes, in every currency any country offers: the
// breakdown's lines, as the car page shows them, add up to the total it shows under them.
// `showBreakdown` is the very function the car page renders with.
type Currency = { code: string; symbol: string; value: number };
type PricedCar = Parameters<typeof priceBreakdown>[0] & { title: string; status: { slug: string } };

const carFields = `title status { slug } listingPrice priceInfo { monthlyPrice basePrice fee licensePlate transfer warranty }
  offerData { hasOffer label labelTranslations { en es } backgroundColor textColor discount originalPrice discountPercentage }`;

let server: TestServer;
let cars: PricedCar[];
let currencies: Currency[];
beforeAll(async () => {
  server = await startCatalogueServer(DEFAULT_CAR_COUNT);
  const pages = await Promise.all(
    [0, 60, 120, 180, 240, 300].map(async (offset) => {
      const { body } = await postGraphql<{ getListingCars: { cars: PricedCar[] } }>(
        server.url,
        `query getListingCars($filter: FilterInput) { getListingCars(filter: $filter) { cars { ${carFields} } } }`,
        { variables: { filter: { limit: 60, offset } } },
      );
      return body.data!.getListingCars.cars;
    }),
  );
  cars = pages.flat().filter((car) => car.status.slug !== 'SOLD');
  const offered = await Promise.all(
    ['DO', 'CO'].map(async (country) => {
      const { body } = await postGraphql<{ getCurrencies: Currency[] }>(server.url, 'query getCurrencies { getCurrencies { code symbol value } }', { headers: { country } });
      return body.data!.getCurrencies;
    }),
  );
  currencies = [...new Map(offered.flat().map((currency) => [currency.code, currency])).values()];
}, 600_000);
afterAll(() => server?.close());

// Reads a shown amount back: 'US $23,054' → 23054, '-RD $50,000' → -50000.
const shownAmount = (text: string) => (text.startsWith('-') ? -1 : 1) * Number(text.replace(/[^\d]/g, ''));

describe('the price breakdown as shown', () => {
  it('adds up to the total shown, for every seeded car in every currency', () => {
    expect(cars.length).toBeGreaterThan(200);
    expect(currencies.map((currency) => currency.code).sort()).toEqual(['COP', 'DOP', 'USD']);
    const mismatches: string[] = [];
    for (const car of cars) {
      const breakdown = priceBreakdown(car);
      for (const currency of currencies) {
        const { lines, total: shownTotal } = showBreakdown(breakdown, currency);
        const shown = lines.map((line) => ({ kind: line.kind, amount: shownAmount(line.text) }));
        const total = shownAmount(shownTotal.text);
        // The offer price is a subtotal: the list price less the discount.
        const added = shown.filter((line) => line.kind !== 'offerPrice').reduce((sum, line) => sum + line.amount, 0);
        const offerPrice = shown.find((line) => line.kind === 'offerPrice');
        const subtotal = shown.filter((line) => line.kind === 'listPrice' || line.kind === 'discount').reduce((sum, line) => sum + line.amount, 0);
        if (added !== total) mismatches.push(`${car.title} in ${currency.code}: lines add to ${added}, total reads ${total}`);
        if (offerPrice && offerPrice.amount !== subtotal) mismatches.push(`${car.title} in ${currency.code}: offer price ${offerPrice.amount}, list less discount ${subtotal}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
