import { useSyncExternalStore } from 'react';
import { formatPrice, type CurrencyRate } from '../../../../common/money';
import { displayCurrency } from '../../../lib/currency/display-currency';

// Until the currencies arrive, prices read in the base currency with the market's prefix (SPEC §1).
const BASE_CURRENCY: CurrencyRate = { symbol: 'RD $', value: 1 };

/** Base-currency amounts in the currency the visitor picked, re-rendering when it changes. */
export function useFavouriteMoney(): (baseAmount: number) => string {
  const currency = useSyncExternalStore(displayCurrency.subscribe, displayCurrency.get) ?? BASE_CURRENCY;
  return (baseAmount) => formatPrice(baseAmount, currency);
}
