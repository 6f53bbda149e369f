import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from './support/graphql.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

// Every stored text a visitor reads comes in both interface languages, as the lookups' names do,
// so the SPA can show it in the language the visitor chose and switch without asking again.
type Translations = { en: string; es: string };
const both = 'en es';

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
});
