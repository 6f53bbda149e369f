import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings, countries, countryCurrencies, currencies, socialNetworks } from '../../db/schema/index.ts';
import { countrySeeds, currencySeeds } from '../data/countries.ts';
import { settingSeeds } from '../data/settings.ts';
import { idOf } from './slugged.ts';

const currencyIdsOf = async (db: Db) => new Map((await db.select({ id: currencies.id, code: currencies.code }).from(currencies)).map((c) => [c.code, c.id]));

/** Countries and the currencies each offers; existing rows are kept. Answers each country's id by code. */
export async function seedCountries(db: Db): Promise<Map<string, number>> {
  await db.insert(currencies).values(currencySeeds).onConflictDoNothing();
  await db
    .insert(countries)
    .values(countrySeeds.map(({ currencies: _offered, ...country }) => country))
    .onConflictDoNothing();
  const currencyIds = await currencyIdsOf(db);
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, countrySeeds.map((country) => country.code)));
  const countryIds = new Map(countryRows.map((c) => [c.code, c.id]));
  for (const seed of countrySeeds) {
    const countryId = idOf(countryIds, seed.code);
    const offered = seed.currencies.map((code, position) => ({ countryId, currencyId: idOf(currencyIds, code), position }));
    await db.insert(countryCurrencies).values(offered).onConflictDoNothing();
  }
  return countryIds;
}

/** Countries with their currencies (seedCountries), contact settings and social networks; existing rows are kept. */
export async function seedCountrySettings(db: Db): Promise<Map<string, number>> {
  const countryIds = await seedCountries(db);
  const currencyIds = await currencyIdsOf(db);
  for (const seed of countrySeeds) {
    const countryId = idOf(countryIds, seed.code);
    const { socialNetworks: networks, ...setting } = settingSeeds[seed.code as keyof typeof settingSeeds];
    const defaultCurrencyId = idOf(currencyIds, seed.currencies[0] ?? 'DOP');
    await db.insert(appSettings).values({ ...setting, countryId, defaultCurrencyId }).onConflictDoNothing();
    const networkRows = networks.map((network, position) => ({ ...network, countryId, position }));
    await db.insert(socialNetworks).values(networkRows).onConflictDoNothing();
  }
  return countryIds;
}
