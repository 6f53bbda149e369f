import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { inspectionPointSeeds } from '../../server/seed/data/inspection-points.ts';
import { postGraphql } from './support/graphql.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

// Every stored text a visitor reads comes in both interface languages, as the lookups' names do,
// so the SPA can show it in the language the visitor chose and switch without asking again.
type Translations = { en: string; es: string };
const both = 'en es';
const SPANISH_LETTERS = /[áéíóúñ¿¡]/i;

let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(60);
});
afterAll(() => server?.close());

async function ask<Data>(query: string): Promise<Data> {
  const { body } = await postGraphql<Data>(server.url, query);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('texts the server stores, in both languages', () => {
  it('names the schedules of the footer in English and in Spanish', async () => {
    const { getSetting } = await ask<{ getSetting: Record<string, Translations> }>(`query getSetting { getSetting {
      salesAndSupportScheduleTranslations { ${both} } testDriveScheduleTranslations { ${both} } } }`);
    expect(getSetting.salesAndSupportScheduleTranslations).toEqual({ en: 'Monday to Saturday 8:00am-6:00pm', es: 'Lunes a sábado 8:00am-6:00pm' });
    expect(getSetting.testDriveScheduleTranslations).toEqual({ en: 'Monday to Friday 8:00am-5:00pm', es: 'Lunes a viernes 8:00am-5:00pm' });
  });

  it('names every currency in English and in Spanish', async () => {
    const { getCurrencies } = await ask<{ getCurrencies: { code: string; nameTranslations: Translations }[] }>(
      `query getCurrencies { getCurrencies { code nameTranslations { ${both} } } }`,
    );
    expect(getCurrencies).toEqual([
      { code: 'DOP', nameTranslations: { en: 'Dominican peso', es: 'Peso dominicano' } },
      { code: 'USD', nameTranslations: { en: 'US dollar', es: 'Dólar estadounidense' } },
    ]);
  });

  it('labels every offer and country version in English and in Spanish', async () => {
    type Answer = { getListingCars: { cars: { offerData: { hasOffer: boolean; label: string | null; labelTranslations: Translations | null }; countryVersion: { name: string; nameTranslations: Translations } | null }[] } };
    const { getListingCars } = await ask<Answer>(`query getListingCars { getListingCars(filter: { limit: 60 }) { cars {
      offerData { hasOffer label labelTranslations { ${both} } } countryVersion { name nameTranslations { ${both} } } } } }`);
    const offers = getListingCars.cars.filter((car) => car.offerData.hasOffer).map((car) => car.offerData);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.labelTranslations).toEqual({ es: offer.label, en: expect.not.stringMatching(/oferta|precio/i) });
    const labels = new Map(offers.map((offer) => [offer.label, offer.labelTranslations!.en]));
    if (labels.has('Oferta de la semana')) expect(labels.get('Oferta de la semana')).toBe('Deal of the week');
    const versions = getListingCars.cars.flatMap((car) => (car.countryVersion ? [car.countryVersion] : []));
    expect(versions).toContainEqual({ name: 'Americana', nameTranslations: { en: 'American', es: 'Americana' } });
  });

  it('words the inspection report of a car in English: its areas, its points and its notes', async () => {
    type Point = { slug: string; name: string; nameTranslations: Translations; result: string; note: string | null; noteTranslations: Translations | null };
    type Answer = { getCar: { inspection: { areas: { slug: string; name: string; nameTranslations: Translations; points: Point[] }[] } } };
    // The car with the most notes among those a visitor can open.
    const [car] = await queryRows<{ slug: string }>(server.database.db, sql`select c.slug from cars c join car_inspections i on i.car_id = c.id
      join inspection_findings f on f.inspection_id = i.id where c.status in ('AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD')
      group by c.slug order by count(*) desc, c.slug limit 1`);
    const { getCar } = await ask<Answer>(`query getCar { getCar(slug: "${car!.slug}") { inspection { areas {
      slug name nameTranslations { ${both} } points { slug name nameTranslations { ${both} } result note noteTranslations { ${both} } } } } } }`);
    const { areas } = getCar.inspection;
    const english = new Map(areas.map((area) => [area.slug, area.nameTranslations.en]));
    expect(english.get('motor')).toBe('Engine');
    expect(english.get('bajos')).toBe('Underbody and chassis');
    expect(english.get('neumaticos')).toBe('Tyres');
    for (const area of areas) expect(area.nameTranslations.es).toBe(area.name);
    const points = areas.flatMap((area) => area.points);
    const written = new Map(inspectionPointSeeds.map((point) => [point.slug, point.nameTranslations]));
    for (const point of points) expect(point.nameTranslations).toEqual({ es: point.name, en: written.get(point.slug)!.en });
    // Dominican papers keep their own names inside the English; no other Spanish shows through.
    expect(points.filter((point) => SPANISH_LETTERS.test(point.nameTranslations.en)).map((point) => point.nameTranslations.en)).toEqual([
      "Original registration certificate (matrícula) in the seller's name",
      "Current 'no oposición' certificate (no legal holds)",
    ]);
    expect(points.find((point) => point.slug === 'motor-nivel-y-color-del-aceite-de-motor')?.nameTranslations.en).toBe('Engine oil level and colour');
    const noted = points.filter((point) => point.result !== 'ok');
    expect(noted.length).toBeGreaterThan(1);
    for (const point of noted) {
      expect(point.noteTranslations?.es).toBe(point.note);
      expect(point.noteTranslations?.en).not.toMatch(SPANISH_LETTERS);
      expect(point.noteTranslations?.en).not.toBe(point.note);
    }
  });
});
