import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appSettings, countries, countryCurrencies, currencies, socialNetworks } from '../schema/index.ts';
import type { CountryRecord, CurrencyRecord, SettingRecord } from './settings-records.ts';

export type { CountryRecord, CurrencyRecord, SettingRecord, SocialNetworkRecord } from './settings-records.ts';

const countryColumns = {
  id: countries.id,
  countryCode: countries.code,
  flag: countries.flag,
  name: countries.name,
  nameTranslations: countries.nameTranslations,
  slug: countries.slug,
  website: countries.website,
};

const currencyColumns = {
  id: currencies.id,
  name: currencies.name,
  nameTranslations: currencies.nameTranslations,
  code: currencies.code,
  slug: currencies.slug,
  symbol: currencies.symbol,
  value: currencies.value,
};

/** Every served country, the default one first. */
export function listCountries(db: Db): Promise<CountryRecord[]> {
  return db.select(countryColumns).from(countries).orderBy(desc(countries.isDefault), asc(countries.id));
}

/** `code` is an ISO 3166-1 alpha-2 code such as 'DO'; undefined when we do not serve it. */
export async function getCountryByCode(db: Db, code: string): Promise<CountryRecord | undefined> {
  const [country] = await db.select(countryColumns).from(countries).where(eq(countries.code, code.toUpperCase()));
  return country;
}

/** The currencies a country offers, in its menu order. */
export function listCurrencies(db: Db, countryCode: string): Promise<CurrencyRecord[]> {
  return db
    .select(currencyColumns)
    .from(countryCurrencies)
    .innerJoin(currencies, eq(currencies.id, countryCurrencies.currencyId))
    .innerJoin(countries, eq(countries.id, countryCurrencies.countryId))
    .where(eq(countries.code, countryCode.toUpperCase()))
    .orderBy(asc(countryCurrencies.position), asc(currencies.id));
}

/** Everything the `Setting` type needs for one country; undefined when it has no settings. */
export async function getSettingsForCountry(db: Db, countryCode: string): Promise<SettingRecord | undefined> {
  const [row] = await db
    .select({
      address: appSettings.address,
      infoEmail: appSettings.infoEmail,
      salesAndSupportSchedule: appSettings.salesAndSupportSchedule,
      testDriveSchedule: appSettings.testDriveSchedule,
      salesAndSupportScheduleTranslations: appSettings.salesAndSupportScheduleTranslations,
      testDriveScheduleTranslations: appSettings.testDriveScheduleTranslations,
      whatsappTelephoneNumber: appSettings.whatsappTelephoneNumber,
      website: appSettings.website,
      telephoneNumber: appSettings.telephoneNumber,
      appStoreUrl: appSettings.appStoreUrl,
      playStoreUrl: appSettings.playStoreUrl,
      currency: currencyColumns,
      country: countryColumns,
    })
    .from(appSettings)
    .innerJoin(countries, eq(countries.id, appSettings.countryId))
    .innerJoin(currencies, eq(currencies.id, appSettings.defaultCurrencyId))
    .where(eq(countries.code, countryCode.toUpperCase()));
  if (!row) return undefined;
  const networks = await db
    .select({ id: socialNetworks.id, name: socialNetworks.name, slug: socialNetworks.slug, url: socialNetworks.url })
    .from(socialNetworks)
    .where(eq(socialNetworks.countryId, row.country.id))
    .orderBy(asc(socialNetworks.position), asc(socialNetworks.id));
  return { ...row, socialNetworks: networks };
}
