import { getSettingsForCountry, listCountries, listCurrencies } from '../../db/queries/settings.ts';
import { notFound } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';

// The records of the settings queries already have the shape of the schema's types.
export const settingsResolvers: Resolvers = {
  Query: {
    async getSetting(_parent, _args, { db, country }) {
      const setting = await getSettingsForCountry(db, country.countryCode);
      if (!setting) throw notFound(`No settings are configured for ${country.countryCode}.`);
      return setting;
    },
    getCurrencies: (_parent, _args, { db, country }) => listCurrencies(db, country.countryCode),
    getAppsCountryConfig: (_parent, _args, { db }) => listCountries(db),
  },
};
