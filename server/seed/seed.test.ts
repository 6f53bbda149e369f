import { access } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { getCountryByCode, getSettingsForCountry, listCountries, listCurrencies } from '../db/queries/settings.ts';
import { defaultDownPayment, financingQuote } from '../../common/financing.ts';
import { carInspections, carPictures, carRequestMatches, cars, features, financingPlans, inspectionPoints, spots } from '../db/schema/index.ts';
import { pictureFile } from '../media/paths.ts';
import { seedCatalogue, seedIfEmpty } from './index.ts';

const CARS = 40;
const catalogueOf = (test: TestDatabase) =>
  test.database.db.select({ slug: cars.slug, price: cars.listingPrice, vin: cars.vin }).from(cars).orderBy(cars.slug);

describe(`the seeded catalogue (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedCatalogue(test.database, { dataDir: test.dataDir, seed: 7, cars: CARS });
  });
  afterAll(() => test?.cleanup());

  it('holds the cars asked for, in every status, with a checklist of more than 250 points', async () => {
    const { db } = test.database;
    expect(await db.$count(cars)).toBe(CARS);
    const statuses = await db.selectDistinct({ status: cars.status }).from(cars);
    expect(statuses.map((row) => row.status).sort()).toEqual(['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW']);
    expect(await db.$count(inspectionPoints)).toBeGreaterThanOrEqual(250);
    expect(await db.$count(features)).toBeGreaterThanOrEqual(30);
  });

  it('prices cars in the Dominican bands, with a consistent monthly payment', async () => {
    const rows = await test.database.db.select({ price: cars.listingPrice, monthly: cars.monthlyPrice }).from(cars);
    for (const { price, monthly } of rows) {
      expect(price).toBeGreaterThanOrEqual(450_000);
      expect(price).toBeLessThanOrEqual(9_000_000);
      // 70 % financed over 48 months at 12.9 % a year costs about 1.87 % of the price a month.
      expect(monthly! / price).toBeCloseTo(0.0187, 3);
    }
  });

  it('states each card’s monthly payment as the default plan quotes it: 30 % down over 48 months', async () => {
    const { db } = test.database;
    const [plan] = await db.select().from(financingPlans).where(eq(financingPlans.isDefault, true));
    const rows = await db.select({ price: cars.listingPrice, monthly: cars.monthlyPrice }).from(cars);
    const quoted = rows.map(({ price }) => financingQuote({ price, downPayment: defaultDownPayment(price), termMonths: 48, annualRate: plan!.annualRate }).monthlyPayment);
    expect(rows.map(({ monthly }) => monthly)).toEqual(quoted);
  });

  it('offers DOP as the base currency and USD at about 58 pesos', async () => {
    const currencies = await listCurrencies(test.database.db, 'DO');
    expect(currencies.map((c) => [c.code, c.symbol])).toEqual([['DOP', 'RD $'], ['USD', 'US $']]);
    expect(currencies[0]?.value).toBe(1);
    expect(1 / currencies[1]!.value).toBeCloseTo(58, 1);
  });

  it('answers the settings of each served country', async () => {
    const { db } = test.database;
    const settings = await getSettingsForCountry(db, 'do');
    expect(settings).toMatchObject({
      infoEmail: 'info@olacars.do',
      testDriveSchedule: 'Lunes a viernes 8:00am-5:00pm',
      testDriveScheduleTranslations: { es: 'Lunes a viernes 8:00am-5:00pm', en: 'Monday to Friday 8:00am-5:00pm' },
      website: 'https://olacars.do',
      currency: { code: 'DOP', value: 1 },
      country: { countryCode: 'DO', flag: '🇩🇴', nameTranslations: { en: 'Dominican Republic', es: 'República Dominicana' } },
    });
    expect(settings?.whatsappTelephoneNumber.replace(/[()\s-]/g, '')).toMatch(/^\+1(809|829|849)\d{7}$/);
    expect(settings?.socialNetworks.map((network) => network.slug)).toEqual(['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin']);
    expect((await getSettingsForCountry(db, 'CO'))?.currency.code).toBe('COP');
    expect((await listCountries(db)).map((country) => country.countryCode)).toEqual(['DO', 'CO']);
    expect(await getCountryByCode(db, 'XX')).toBeUndefined();
  });

  it('places cars at spots with real coordinates', async () => {
    const rows = await test.database.db.select({ latitude: spots.latitude, longitude: spots.longitude }).from(spots);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { latitude, longitude } of rows) {
      expect(latitude).toBeGreaterThan(17.4);
      expect(latitude).toBeLessThan(20);
      expect(longitude).toBeGreaterThan(-72);
      expect(longitude).toBeLessThan(-68);
    }
  });

  it('gives every car five distinct pictures, the main one the three-quarter view drawn for the card', async () => {
    const { db } = test.database;
    const pictures = await db.select().from(carPictures);
    const carsWithPictures = await db.select({ id: cars.id, mainPicture: cars.mainPicture }).from(cars);
    for (const car of carsWithPictures) {
      const own = pictures.filter((picture) => picture.carId === car.id);
      expect(own).toHaveLength(5);
      expect(new Set(own.map((picture) => picture.basePath)).size).toBe(5);
      const main = own.filter((picture) => picture.kind === 'main');
      expect(main).toHaveLength(1);
      expect(main[0]?.basePath).toMatch(/-three-quarter$/);
      expect(car.mainPicture).toBe(`${main[0]?.basePath}-428.webp`);
      expect(own.filter((picture) => picture.kind === 'exterior').sort((a, b) => a.position - b.position).map((picture) => picture.basePath.split('-').at(-1))).toEqual(['side', 'front', 'rear']);
    }
    // The listing cards' files are drawn by the seed; the rest on request (tests/api/car-pictures.test.ts).
    const mainPaths = new Set(pictures.filter((picture) => picture.kind === 'main').map((picture) => picture.basePath));
    for (const basePath of mainPaths) {
      for (const width of [214, 428]) await access(pictureFile(test.dataDir, basePath, width));
    }
  });

  it('inspects every car, with tread and pad depths in their plausible ranges', async () => {
    const rows = await test.database.db.select().from(carInspections);
    expect(rows).toHaveLength(CARS);
    for (const row of rows) {
      for (const tread of [row.treadLeftFrontMm, row.treadRightFrontMm, row.treadLeftBackMm, row.treadRightBackMm]) {
        expect(tread).toBeGreaterThanOrEqual(1.5);
        expect(tread).toBeLessThanOrEqual(8);
      }
      for (const pad of [row.brakeLeftFrontMm, row.brakeRightFrontMm, row.brakeLeftBackMm, row.brakeRightBackMm]) {
        expect(pad).toBeGreaterThanOrEqual(2);
        expect(pad).toBeLessThanOrEqual(12);
      }
    }
  });

  it('refuses a second car with the same VIN, and impossible tread depths', async () => {
    const { db } = test.database;
    const [car] = await db.select().from(cars).limit(1);
    const { id: _id, ...copy } = car!;
    await expect(db.insert(cars).values({ ...copy, slug: `${copy.slug}-copy`, licensePlate: 'Z999999' })).rejects.toThrow();
    await expect(db.update(carInspections).set({ treadLeftFrontMm: 13 }).where(eq(carInspections.carId, car!.id))).rejects.toThrow();
  });

  it('indexes each car for accent-free trigram search on brand, model and year', async () => {
    const rows = await test.database.db.select({ searchText: cars.searchText, year: cars.year }).from(cars);
    for (const { searchText, year } of rows) expect(searchText).toMatch(new RegExp(`^[a-z0-9 ]+ ${year} [a-z0-9 ]+$`));
    const probe = rows[0]!.searchText.split(' ').slice(0, 2).join(' ');
    const [match] = await queryRows<{ found: number }>(test.database.db, sql`select count(*)::int as found from cars where search_text % ${probe}`);
    expect(match?.found).toBeGreaterThanOrEqual(1);
  });

  it('leaves a complete catalogue alone when cars exist, with no warning', async () => {
    const warnings: unknown[] = [];
    expect(await seedIfEmpty(test.database, { dataDir: test.dataDir }, { warn: (...args: unknown[]) => warnings.push(args) })).toBe(false);
    expect(warnings).toEqual([]);
    expect(await test.database.db.$count(cars)).toBe(CARS);
  });

  it('gives a database seeded before the financing plans existed its plans at the next start, once', async () => {
    const { db } = test.database;
    const slugs = async () => (await db.select({ slug: financingPlans.slug }).from(financingPlans).orderBy(financingPlans.slug)).map((plan) => plan.slug);
    const seeded = await slugs();
    expect(seeded).toEqual(['banco-popular-auto', 'banreservas-vehiculos', 'ola-financia']);
    await db.delete(financingPlans);
    const start = () => seedIfEmpty(test.database, { dataDir: test.dataDir }, { warn: () => undefined });
    await start();
    await start();
    expect(await slugs()).toEqual(seeded);
  });

  it('starts over on reset, and gives the same catalogue for the same seed', async () => {
    const original = await catalogueOf(test);
    await seedCatalogue(test.database, { dataDir: test.dataDir, seed: 8, cars: 6, reset: true });
    expect(await catalogueOf(test)).toHaveLength(6);
    await seedCatalogue(test.database, { dataDir: test.dataDir, seed: 7, cars: CARS, reset: true });
    expect(await catalogueOf(test)).toEqual(original);
  });

  it('matches no car request with the cars it invents, while a car put on sale afterwards still matches', async () => {
    const { db } = test.database;
    // A request for every model, of any year and price: any car added on sale would match one.
    await db.execute(sql`insert into car_requests (country_id, email, name, last_name, phone, brand_id, model_id, year, budget)
      select (select id from countries order by id limit 1), 'seed.buyer@example.com', 'Ana', 'Pérez', '8095550123', brand_id, id, 2000, 100000000 from car_models`);
    const before = await db.$count(cars);
    await seedCatalogue(test.database, { dataDir: test.dataDir, seed: 9, cars: 20 });
    const added = await queryRows<{ id: number; status: string }>(db, sql`select id, status from cars where id > ${before} order by id`);
    expect(added.filter((car) => car.status === 'AVAILABLE').length).toBeGreaterThan(0);
    expect(await db.$count(carRequestMatches)).toBe(0);
    const car = added.find((each) => each.status !== 'AVAILABLE')!;
    await db.execute(sql`update cars set status = 'AVAILABLE' where id = ${car.id}`);
    expect((await db.select({ carId: carRequestMatches.carId }).from(carRequestMatches)).map((row) => row.carId)).toEqual([car.id]);
    await db.execute(sql`delete from car_requests where email = 'seed.buyer@example.com'`);
  });

  it('keeps its data after the database is closed and opened again', async () => {
    const before = await catalogueOf(test);
    await test.database.close();
    test.database = await openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl });
    expect(await catalogueOf(test)).toEqual(before);
    await test.database.close();
  });
});
