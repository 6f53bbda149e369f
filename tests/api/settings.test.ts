import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countrySeeds, currencySeeds } from '../../server/seed/data/countries.ts';
import { settingSeeds } from '../../server/seed/data/settings.ts';
import { postGraphql } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Every field CONTRACT.md names, as the SPA asks for them.
const currencyFields = 'id name nameTranslations { en es } code slug symbol value';
const countryFields = 'id countryCode flag name nameTranslations { en es } slug website';
const settingQuery = `query getSetting { getSetting {
  address infoEmail salesAndSupportSchedule testDriveSchedule whatsappTelephoneNumber website telephoneNumber appStoreUrl playStoreUrl
  salesAndSupportScheduleTranslations { en es } testDriveScheduleTranslations { en es }
  socialNetworks { id name slug url } currency { ${currencyFields} } country { ${countryFields} } } }`;
const currenciesQuery = `query getCurrencies { getCurrencies { ${currencyFields} } }`;
const countriesQuery = `query getAppsCountryConfig { getAppsCountryConfig { ${countryFields} } }`;

const anId = expect.stringMatching(/^\d+$/);

function expectedCountry(code: 'DO' | 'CO') {
  const seed = countrySeeds.find((country) => country.code === code)!;
  return { id: anId, countryCode: code, flag: seed.flag, name: seed.name, nameTranslations: seed.nameTranslations, slug: seed.slug, website: seed.website };
}

function expectedCurrency(code: string) {
  const { value, ...seed } = currencySeeds.find((currency) => currency.code === code)!;
  return { id: anId, ...seed, value: expect.closeTo(value, 8) };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe.each(['DO', 'CO'] as const)('settings for Country: %s', (code) => {
  const headers = { country: code };

  it('getSetting answers every field with that country\'s values', async () => {
    const { status, body } = await postGraphql(server.url, settingQuery, { headers });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const { socialNetworks, ...contact } = settingSeeds[code];
    const defaultCurrency = countrySeeds.find((country) => country.code === code)!.currencies[0]!;
    expect(body.data).toEqual({
      getSetting: {
        ...contact,
        socialNetworks: socialNetworks.map((network) => ({ id: anId, ...network })),
        currency: expectedCurrency(defaultCurrency),
        country: expectedCountry(code),
      },
    });
  });

  it('getCurrencies lists the currencies that country offers, its own first', async () => {
    const { body } = await postGraphql(server.url, currenciesQuery, { headers });
    const offered = countrySeeds.find((country) => country.code === code)!.currencies;
    expect(body.data).toEqual({ getCurrencies: offered.map(expectedCurrency) });
  });

  it('getAppsCountryConfig lists every served country, whichever country asks', async () => {
    const { body } = await postGraphql(server.url, countriesQuery, { headers });
    expect(body.data).toEqual({ getAppsCountryConfig: [expectedCountry('DO'), expectedCountry('CO')] });
  });
});

describe('the Country header', () => {
  it('means the Dominican Republic when missing', async () => {
    const { body } = await postGraphql<{ getSetting: { currency: { code: string; symbol: string; value: number }; country: { countryCode: string } } }>(
      server.url,
      settingQuery,
    );
    expect(body.data?.getSetting.country.countryCode).toBe('DO');
    expect(body.data?.getSetting.currency).toMatchObject({ code: 'DOP', symbol: 'RD $', value: 1 });
  });

  it('ignores case and surrounding spaces', async () => {
    const { body } = await postGraphql(server.url, countriesQuery, { headers: { country: ' co ' } });
    expect(body.errors).toBeUndefined();
  });

  it.each(['US', 'XX', 'DOM', '12', 'D', "DO' or 1=1 --"])('refuses %j with UNKNOWN_COUNTRY', async (country) => {
    const { status, body } = await postGraphql(server.url, settingQuery, { headers: { country } });
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['UNKNOWN_COUNTRY']);
  });
});
