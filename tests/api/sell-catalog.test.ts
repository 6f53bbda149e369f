import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { brands as brandsTable, carModels, trims } from '../../server/db/schema/index.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { askQuote, quote, type SellBrand, sellCatalog } from './support/selling-client.ts';
import type { TestServer } from './support/test-server.ts';

// A small catalogue: 40 cars leave most models with none on sale. The clock is fixed in June 2026,
// so a seller may pick model years 2000 to 2027.
const NOW = new Date('2026-06-15T12:00:00-04:00');

let server: TestServer;
let catalog: SellBrand[];
beforeAll(async () => {
  server = await startCatalogueServer(40, { auth: { now: () => NOW } });
  catalog = await sellCatalog(server.url);
}, 300_000);
afterAll(() => server?.close());

const collator = new Intl.Collator('es', { sensitivity: 'base' });
const sortedByName = (entries: { name: string }[]) => entries.every((entry, index) => index === 0 || collator.compare(entries[index - 1]!.name, entry.name) <= 0);

describe('the seller’s catalogue', () => {
  it('lists every brand and model we know, sorted by name, with or without cars on sale', async () => {
    const db = server.database.db;
    const known = await queryRows<{ brand: string; model: string; cars: number }>(
      db,
      sql`select brands.slug as brand, car_models.slug as model, (select count(*)::int from cars where cars.model_id = car_models.id) as cars
        from car_models join brands on brands.id = car_models.brand_id`,
    );
    const listed = catalog.flatMap((brand) => brand.models.map((model) => ({ brand: brand.slug, model: model.slug })));
    expect(listed.toSorted((a, b) => a.model.localeCompare(b.model))).toEqual(known.map(({ brand, model }) => ({ brand, model })).toSorted((a, b) => a.model.localeCompare(b.model)));
    const [{ count }] = (await queryRows<{ count: number }>(db, sql`select count(*)::int as count from brands`)) as [{ count: number }];
    expect(catalog).toHaveLength(count);
    // Most models have no car in a catalogue of 40, and are listed all the same.
    expect(known.filter((row) => row.cars === 0).length).toBeGreaterThan(10);
    expect(sortedByName(catalog)).toBe(true);
    for (const brand of catalog) expect(sortedByName(brand.models), brand.slug).toBe(true);
  });

  it('offers each model’s years newest first, each with the trims the database holds for it, cheapest first', async () => {
    const rows = await queryRows<{ model: string; year: number; slug: string; name: string }>(
      server.database.db,
      sql`select car_models.slug as model, trims.year, trims.slug, trims.name from trims join car_models on car_models.id = trims.model_id
        order by trims.year desc, trims.base_price, trims.name`,
    );
    for (const model of catalog.flatMap((brand) => brand.models)) {
      const own = rows.filter((row) => row.model === model.slug);
      const years = [...new Set(own.map((row) => row.year))];
      expect(model.years).toEqual(years);
      expect(model.trimsByYear).toEqual(years.map((year) => ({ year, trims: own.filter((row) => row.year === year).map(({ slug, name }) => ({ slug, name })) })));
      expect(model.trims).toEqual(own.map(({ slug, name }) => ({ slug, name })));
    }
  });
});

describe('a model added without cars', () => {
  const brandSlug = 'chery';
  const modelSlug = 'chery-tiggo-4';

  beforeAll(async () => {
    const db = server.database.db;
    const [brand] = await db.insert(brandsTable).values({ slug: brandSlug, name: 'Chery' }).returning({ id: brandsTable.id });
    const [model] = await db.insert(carModels).values({ slug: modelSlug, name: 'Tiggo 4', brandId: brand!.id }).returning({ id: carModels.id });
    const [{ id: _id, slug: _slug, modelId: _modelId, year: _year, name: _name, basePrice: _price, ...specs }] = (await db.select().from(trims).limit(1)) as [typeof trims.$inferSelect];
    // Years a seller may not pick (1998, 2028) beside two they may; two trims in 2003.
    const added = [
      [1998, 'Base', 900_000],
      [2003, 'Comfort', 1_100_000],
      [2003, 'Base', 1_000_000],
      [2027, 'Pro', 1_800_000],
      [2028, 'Pro', 1_850_000],
    ] as const;
    await db.insert(trims).values(added.map(([year, name, basePrice]) => ({ ...specs, modelId: model!.id, year, name, basePrice, slug: `${modelSlug}-${year}-${name.toLowerCase()}` })));
    catalog = await sellCatalog(server.url);
  });

  it('is listed in its place among the brands, with only the years from 2000 to next year', () => {
    expect(sortedByName(catalog)).toBe(true);
    const model = catalog.find((brand) => brand.slug === brandSlug)!.models.find((entry) => entry.slug === modelSlug)!;
    expect(model.years).toEqual([2027, 2003]);
    expect(model.trimsByYear).toEqual([
      { year: 2027, trims: [{ slug: `${modelSlug}-2027-pro`, name: 'Pro' }] },
      { year: 2003, trims: [{ slug: `${modelSlug}-2003-base`, name: 'Base' }, { slug: `${modelSlug}-2003-comfort`, name: 'Comfort' }] },
    ]);
  });

  it('is quoted from the curve alone, from its trims’ prices new', async () => {
    const car = { brand: brandSlug, model: modelSlug, mileage: 150_000 };
    const old = await quote(server.url, { ...car, year: 2003 });
    expect(old.basedOn).toBe(0);
    expect(old.marketValue).toBeGreaterThan(0);
    expect(old.marketValue).toBeLessThan(1_050_000);
    const comfort = await quote(server.url, { ...car, year: 2003, trim: `${modelSlug}-2003-comfort` });
    expect(comfort.marketValue).toBeGreaterThan(old.marketValue);
    const next = await quote(server.url, { ...car, year: 2027, mileage: 0 });
    expect(next.basedOn).toBe(0);
    // Next year's model, unused, is worth a little more than its price new: the low-mileage bonus.
    expect(next.marketValue).toBeGreaterThanOrEqual(1_800_000);
    expect(next.marketValue).toBeLessThanOrEqual(1_800_000 * 1.06);
  });

  it('refuses the years a seller may not pick', async () => {
    for (const [year, message] of [
      [1998, 'too_old'],
      [2028, 'too_new'],
      [2010, 'unknown'],
    ] as const) {
      const { body } = await askQuote(server.url, { brand: brandSlug, model: modelSlug, year, mileage: 10_000 });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'year', message }] });
    }
  });
});
