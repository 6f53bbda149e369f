import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDisplayCurrency } from '../../../hooks/display-currency';
import { offersCurrencyMenu } from '../../../lib/country';
import { displayCurrency, pickDisplayCurrency, rememberCurrencyCode, rememberedCurrencyCode } from '../../../lib/currency/display-currency';
import { currenciesQueryOptions, settingQueryOptions } from '../api/settings';

/** Applies the market's currency, or the visitor's remembered choice, once settings arrive. */
export function useDisplayCurrencySync(): void {
  const { data: setting } = useQuery(settingQueryOptions());
  const { data: currencies } = useQuery(currenciesQueryOptions());
  useEffect(() => {
    if (!setting) return;
    displayCurrency.set(
      pickDisplayCurrency({
        countryCurrency: setting.currency,
        offered: currencies ?? [],
        canChoose: offersCurrencyMenu(setting.country.countryCode),
        rememberedCode: rememberedCurrencyCode(),
      }),
    );
  }, [setting, currencies]);
}

/** The currencies offered, the one in use, and how to switch: applied everywhere at once and remembered. */
export function useCurrencyChoice() {
  const { data: currencies } = useQuery(currenciesQueryOptions());
  const current = useDisplayCurrency();
  const choose = (code: string) => {
    const chosen = currencies?.find((currency) => currency.code === code);
    if (!chosen) return;
    rememberCurrencyCode(chosen.code);
    displayCurrency.set(chosen);
  };
  return { currencies, current, choose };
}
