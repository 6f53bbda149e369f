import { readStored } from './storage';

export const DEFAULT_COUNTRY = 'DO';
const COUNTRY_STORAGE_KEY = 'country';

/** ISO 3166-1 alpha-2 code sent to the API as the `Country` header. */
export function selectedCountry(): string {
  return readStored(COUNTRY_STORAGE_KEY) ?? DEFAULT_COUNTRY;
}

/** Markets where each header menu is offered (SPEC §2). */
export const offersCurrencyMenu = (countryCode: string) => countryCode === 'DO';
export const offersLanguageMenu = (countryCode: string) => countryCode === 'DO' || countryCode === 'CO';
