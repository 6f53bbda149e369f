import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDisplayCurrency } from '../../../hooks/display-currency';
import { offersCurrencyMenu } from '../../../lib/country';
import { localName } from '../../../lib/i18n/local-text';
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

/**
 * The currencies offered (named in the visitor's language), the one in use, and how to switch:
 * applied everywhere at once and remembered.
 */
export function useCurrencyChoice() {
  const { i18n } = useLingui();
  const { data: offered } = useQuery(currenciesQueryOptions());
  const currencies = useMemo(
    () => offered?.map((currency) => ({ ...currency, name: localName(currency, i18n.locale) })),
    [offered, i18n.locale],
  );
  const current = useDisplayCurrency();
  const choose = (code: string) => {
    const chosen = currencies?.find((currency) => currency.code === code);
    if (!chosen) return;
    rememberCurrencyCode(chosen.code);
    displayCurrency.set(chosen);
  };
  return { currencies, current, choose };
}
