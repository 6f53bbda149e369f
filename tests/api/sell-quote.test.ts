import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { DEFAULT_CAR_COUNT } from '../../server/seed/index.ts';
import { marketValueOf } from '../../server/selling/market-value.ts';
import { quoteFigures } from '../../server/selling/quote-figures.ts';
import { allCars } from './support/catalogue-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { askQuote, quote, type Quote, type QuoteInput, quotes, type SellBrand, sellCatalog } from './support/selling-client.ts';
import type { TestServer } from './support/test-server.ts';

// Properties of the instant quote over the default demo catalogue (320 cars, seed 1), on a clock
// fixed in June 2026: cars are a year older than when the seed priced them, and next year is 2027.
const NOW = new Date('2026-06-15T12:00:00-04:00');
const YEAR_MILEAGES = [20_000, 120_000];
const MILEAGES = [0, 20_000, 60_000, 120_000, 250_000];

interface Quoted {
  input: QuoteInput;
  quote: Quote;
}

let server: TestServer;
let brands: SellBrand[];
const models = () => brands.flatMap((brand) => brand.models.map((model) => ({ brand: brand.slug, model })));
/** Every model year at each of YEAR_MILEAGES. */
let byYear: Quoted[];
/** The newest, a middle and the oldest year of every model at each of MILEAGES. */
let byMileage: Quoted[];
/** Model years of the cars a visitor sees, per model slug, read through the public listing. */
const listedYears = new Map<string, number[]>();

async function sweep(inputs: QuoteInput[]): Promise<Quoted[]> {
  const answers = await quotes(server.url, inputs);
  return inputs.map((input, index) => ({ input, quote: answers[index]! }));
}

beforeAll(async () => {
  server = await startCatalogueServer(DEFAULT_CAR_COUNT, { auth: { now: () => NOW } });
  brands = await sellCatalog(server.url);
  byYear = await sweep(
    models().flatMap(({ brand, model }) => YEAR_MILEAGES.flatMap((mileage) => model.years.map((year) => ({ brand, model: model.slug, year, mileage })))),
  );
  byMileage = await sweep(
    models().flatMap(({ brand, model }) => {
      const { years } = model;
      const picked = [...new Set([years[0]!, years[Math.floor(years.length / 2)]!, years.at(-1)!])];
      return picked.flatMap((year) => MILEAGES.map((mileage) => ({ brand, model: model.slug, year, mileage })));
    }),
  );
  for (const { model } of models()) listedYears.set(model.slug, (await allCars(server.url, { where: { carModel: [model.slug] } })).map((car) => car.year));
}, 600_000);
afterAll(() => server?.close());

const sameCar = (a: QuoteInput, b: QuoteInput) => a.model === b.model && a.mileage === b.mileage;

describe('the instant quote', () => {
  it('covers every model of the demo catalogue, most years from comparables or the curve', () => {
    expect(models().length).toBeGreaterThan(40);
    expect(byYear.length).toBeGreaterThan(1000);
    expect(byYear.some(({ quote }) => quote.basedOn >= 3)).toBe(true);
    expect(byYear.some(({ quote }) => quote.basedOn === 0)).toBe(true);
  });

  it('answers the same quote for the same car every time', async () => {
    const sample = byYear.filter((_, index) => index % 97 === 0);
    expect(sample.length).toBeGreaterThan(10);
    for (const { input, quote: first } of sample) expect(await quote(server.url, input)).toEqual(first);
  });

  it('never quotes an older year above a newer one of the same model and mileage', () => {
    let pairs = 0;
    for (const [index, { input, quote: older }] of byYear.entries()) {
      const newer = byYear[index - 1];
      if (!newer || !sameCar(newer.input, input)) continue;
      expect(newer.input.year).toBeGreaterThan(input.year);
      pairs += 1;
      expect(older.marketValue, `${input.model} ${input.year} vs ${newer.input.year}`).toBeLessThanOrEqual(newer.quote.marketValue);
      expect(older.suggestedPrice).toBeLessThanOrEqual(newer.quote.suggestedPrice);
      expect(older.averagePayoutOutside).toBeLessThanOrEqual(newer.quote.averagePayoutOutside);
    }
    expect(pairs).toBeGreaterThan(700);
  });

  it('never quotes more for more miles', () => {
    for (const [index, { input, quote: more }] of byMileage.entries()) {
      const fewer = byMileage[index - 1];
      if (!fewer || fewer.input.model !== input.model || fewer.input.year !== input.year) continue;
      expect(input.mileage).toBeGreaterThan(fewer.input.mileage);
      expect(more.marketValue, `${input.model} ${input.year} at ${input.mileage}`).toBeLessThanOrEqual(fewer.quote.marketValue);
      expect(more.suggestedPrice).toBeLessThanOrEqual(fewer.quote.suggestedPrice);
      expect(more.averagePayoutInside).toBeLessThanOrEqual(fewer.quote.averagePayoutInside);
    }
    // Miles matter: somewhere 250,000 miles are worth less than none.
    const extremes = byMileage.filter(({ input }) => input.mileage === 0 || input.mileage === 250_000);
    expect(extremes.some(({ quote }, index) => index % 2 === 1 && quote.marketValue < extremes[index - 1]!.quote.marketValue)).toBe(true);
  });

  it('orders its figures and keeps every payout positive, in whole thousands of pesos', () => {
    for (const { input, quote } of [...byYear, ...byMileage]) {
      const label = `${input.model} ${input.year} ${input.mileage}`;
      expect(quote.suggestedMinPrice, label).toBeLessThanOrEqual(quote.suggestedPrice);
      expect(quote.suggestedPrice, label).toBeLessThanOrEqual(quote.suggestedMaxPrice);
      expect(quote.suggestedMaxPrice, label).toBeLessThanOrEqual(quote.marketValue);
      expect(quote.averagePayoutInside).toBeGreaterThan(0);
      expect(quote.averagePayoutOutside).toBeGreaterThan(0);
      for (const [field, amount] of Object.entries(quote)) if (field !== 'basedOn') expect(amount % 1000, `${label} ${field}`).toBe(0);
    }
  });

  it('stays within the Dominican market’s prices', () => {
    const values = byYear.map(({ quote }) => quote.marketValue);
    expect(Math.min(...values)).toBeGreaterThan(400_000);
    expect(Math.max(...values)).toBeLessThan(8_000_000);
  });

  it('counts as comparables the listed cars of the model within two years, and none below three', () => {
    for (const { input, quote } of byYear) {
      const nearby = listedYears.get(input.model)!.filter((year) => Math.abs(year - input.year) <= 2).length;
      expect(quote.basedOn, `${input.model} ${input.year}`).toBe(nearby >= 3 ? nearby : 0);
    }
  });

  it('moves the value by the trim’s price new, and reads "no sé" as the year’s average trim', async () => {
    const { brand, model } = models().find(({ model }) => (model.trimsByYear[0]?.trims.length ?? 0) >= 3)!;
    const { year, trims } = model.trimsByYear[0]!;
    const car = { brand, model: model.slug, year, mileage: 30_000 };
    const unknownTrim = await quote(server.url, car);
    expect(await quote(server.url, { ...car, trim: '' })).toEqual(unknownTrim);
    expect(await quote(server.url, { ...car, trim: null })).toEqual(unknownTrim);
    const cheapest = await quote(server.url, { ...car, trim: trims[0]!.slug });
    const dearest = await quote(server.url, { ...car, trim: trims.at(-1)!.slug });
    expect(cheapest.marketValue).toBeLessThan(unknownTrim.marketValue);
    expect(dearest.marketValue).toBeGreaterThan(unknownTrim.marketValue);
    expect(dearest.basedOn).toBe(unknownTrim.basedOn);
  });
});

describe('the evidence behind a quote', () => {
  const db = () => server.database.db;

  it('follows the prices the comparables are listed at', async () => {
    // The newest year of a model, so no newer year caps it, with comparables enough to be used.
    const { input, quote: before } = byYear.find(({ input, quote }) => quote.basedOn >= 3 && input.year === models().find(({ model }) => model.slug === input.model)!.model.years[0])!;
    const scale = async (factor: number) =>
      db().execute(sql`update cars set listing_price = listing_price * ${factor}, base_price = base_price * ${factor},
        offer_original_price = offer_original_price * ${factor}, offer_discount = offer_discount * ${factor}
        where model_id = (select id from car_models where slug = ${input.model})`);
    await scale(0.8);
    try {
      const after = await quote(server.url, input);
      expect(after.basedOn).toBe(before.basedOn);
      expect(Math.abs(after.marketValue - before.marketValue * 0.8)).toBeLessThanOrEqual(1000);
      expect(Math.abs(after.suggestedPrice - before.suggestedPrice * 0.8)).toBeLessThanOrEqual(1000);
    } finally {
      await scale(1.25);
    }
    expect(await quote(server.url, input)).toEqual(before);
  });

  it('reads a car on offer at its regular price, not the discounted one', async () => {
    const offers = await queryRows<{ id: number; model: string; year: number }>(
      db(),
      sql`select cars.id, car_models.slug as model, cars.year from cars join car_models on car_models.id = cars.model_id
        where has_offer and status in ('AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD') order by cars.id`,
    );
    const { id, quoted } = offers
      .map((offer) => ({ id: offer.id, quoted: byYear.find(({ input }) => input.model === offer.model && input.year === offer.year) }))
      .find(({ quoted }) => (quoted?.quote.basedOn ?? 0) >= 3)!;
    const { input, quote: before } = quoted!;
    const [saved] = await queryRows<Record<string, string>>(db(), sql`select listing_price, offer_discount, offer_discount_percentage, offer_original_price from cars where id = ${id}`);
    try {
      // A deeper discount leaves the regular price, and so the quote, where they were.
      await db().execute(sql`update cars set listing_price = listing_price - offer_discount, offer_discount = offer_discount * 2,
        offer_discount_percentage = offer_discount_percentage * 2 where id = ${id}`);
      expect(await quote(server.url, input)).toEqual(before);
      // A higher regular price is evidence, and moves it.
      await db().execute(sql`update cars set offer_original_price = offer_original_price + 400000, listing_price = listing_price + 400000 where id = ${id}`);
      expect((await quote(server.url, input)).marketValue).toBeGreaterThan(before.marketValue);
    } finally {
      await db().execute(sql`update cars set listing_price = ${saved!.listing_price}::numeric, offer_discount = ${saved!.offer_discount}::numeric,
        offer_discount_percentage = ${saved!.offer_discount_percentage}::numeric, offer_original_price = ${saved!.offer_original_price}::numeric where id = ${id}`);
    }
    expect(await quote(server.url, input)).toEqual(before);
  });

  it('quotes a model with no cars on sale from the curve alone', async () => {
    const { brand, model } = models().find(({ model }) => byYear.some(({ input, quote }) => input.model === model.slug && quote.basedOn > 0))!;
    const modelId = sql`(select id from car_models where slug = ${model.slug})`;
    const trims = await queryRows<{ year: number; price: string }>(db(), sql`select year, avg(base_price) as price from trims where model_id = ${modelId} group by year`);
    const years = trims.map((trim) => ({ year: trim.year, newPrice: Number(trim.price) }));
    const saved = await queryRows<{ id: number; status: string }>(db(), sql`select id, status from cars where model_id = ${modelId}`);
    expect(saved.length).toBeGreaterThan(0);
    await db().execute(sql`update cars set status = 'NOT_AVAILABLE' where model_id = ${modelId}`);
    try {
      for (const year of model.years) {
        const input = { brand, model: model.slug, year, mileage: 45_000 };
        const answer = await quote(server.url, input);
        expect(answer.basedOn).toBe(0);
        expect(answer).toEqual(quoteFigures(marketValueOf(input, years, [], 2026).value, { ratio: 1, spread: 0, count: 0 }));
      }
      expect((await sellCatalog(server.url)).flatMap((entry) => entry.models).map((entry) => entry.slug)).toContain(model.slug);
    } finally {
      for (const car of saved) await db().execute(sql`update cars set status = ${car.status}::car_status where id = ${car.id}`);
    }
  });
});

describe('what the quote refuses', () => {
  const car = () => {
    const { brand, model } = models().find(({ model }) => model.years.length > 1)!;
    return { brand, model: model.slug, year: model.years[0]!, mileage: 40_000 };
  };
  const refusal = async (input: Record<string, unknown>) => {
    const { status, body } = await askQuote(server.url, input);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    return body.errors![0]!.extensions!.errors!.map(({ field, message }) => `${field}:${message}`);
  };

  it('names a brand, model, year or trim the catalogue does not offer', async () => {
    const other = models().find(({ brand }) => brand !== car().brand)!;
    const oldest = brands.flatMap((brand) => brand.models).find((model) => model.slug === car().model)!.years.at(-1)!;
    const otherYearTrim = brands.flatMap((brand) => brand.models).find((model) => model.slug === car().model)!.trimsByYear.at(-1)!.trims[0]!.slug;
    expect(await refusal({ ...car(), brand: 'hispano-suiza' })).toEqual(['brand:unknown']);
    expect(await refusal({ ...car(), brand: 'hispano-suiza', model: 'alfonso-xiii' })).toEqual(['brand:unknown', 'model:unknown']);
    expect(await refusal({ ...car(), model: 'alfonso-xiii' })).toEqual(['model:unknown']);
    expect(await refusal({ ...car(), model: other.model.slug })).toEqual(['model:unknown']);
    expect(oldest).toBeGreaterThan(2000);
    expect(await refusal({ ...car(), year: oldest - 1 })).toEqual(['year:unknown']);
    expect(await refusal({ ...car(), trim: 'no-such-trim' })).toEqual(['trim:unknown']);
    expect(await refusal({ ...car(), trim: otherYearTrim })).toEqual(['trim:unknown']);
  });

  it('checks years and mileage against their bounds, naming each field', async () => {
    expect(await refusal({ ...car(), year: 1999 })).toEqual(['year:too_old']);
    expect(await refusal({ ...car(), year: 2028 })).toEqual(['year:too_new']);
    expect(await refusal({ ...car(), mileage: -1 })).toEqual(['mileage:too_small']);
    expect(await refusal({ ...car(), mileage: 1_000_001 })).toEqual(['mileage:too_large']);
    expect(await refusal({ brand: ' ', model: '', year: 1990, mileage: 2_000_000 })).toEqual(['brand:required', 'model:required', 'year:too_old', 'mileage:too_large']);
    expect(await quote(server.url, { ...car(), mileage: 1_000_000 })).toMatchObject({ marketValue: expect.any(Number) });
    expect(await quote(server.url, { ...car(), mileage: 0 })).toMatchObject({ marketValue: expect.any(Number) });
  });
});
