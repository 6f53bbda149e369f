import { useQuery } from '@tanstack/react-query';
import { offersCurrencyMenu, offersLanguageMenu, selectedCountry } from '../../../lib/country';
import { settingQueryOptions } from '../api/settings';

/** Which header menus this market offers; known before settings load, from the selected country. */
export function useMarketMenus() {
  const { data: setting } = useQuery(settingQueryOptions());
  const countryCode = setting?.country.countryCode ?? selectedCountry();
  return { currency: offersCurrencyMenu(countryCode), language: offersLanguageMenu(countryCode) };
}
