import { useSyncExternalStore } from 'react';
import { formatPrice, type CurrencyRate } from '../../common/money';
import { BASE_CURRENCY, displayCurrency } from '../lib/currency/display-currency';

// A page drawn on the server, and its hydration, read prices in the base currency; the visitor's follows at once.
const noCurrencyYet = () => null;

/** The currency the visitor reads prices in; null until the settings have arrived. */
export const useDisplayCurrency = () => useSyncExternalStore(displayCurrency.subscribe, displayCurrency.get, noCurrencyYet);

/** The rate to multiply base amounts by: the base currency itself until the settings arrive. */
export function useDisplayRate(): CurrencyRate {
  return useDisplayCurrency() ?? BASE_CURRENCY;
}

/** Formats base-currency amounts in the currency the visitor picked, re-rendering when it changes. */
export function useDisplayMoney(): (baseAmount: number) => string {
  const currency = useDisplayRate();
  return (baseAmount) => formatPrice(baseAmount, currency);
}
