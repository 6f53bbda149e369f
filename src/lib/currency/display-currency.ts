import type { CurrencyRate } from '../../../common/money';
import { readStored, writeStored } from '../storage';

export type DisplayCurrency = CurrencyRate & { readonly code: string };

// Until the currencies arrive, prices read in the base currency with the market's prefix (SPEC §1).
export const BASE_CURRENCY: CurrencyRate = { symbol: 'RD $', value: 1 };

const CURRENCY_STORAGE_KEY = 'currency';

/**
 * The currency every price on screen is shown in. A plain external store, so any feature reads
 * it with `useSyncExternalStore(displayCurrency.subscribe, displayCurrency.get)` and re-renders
 * its prices when the visitor switches; `null` until the currencies have loaded.
 */
let current: DisplayCurrency | null = null;
const listeners = new Set<() => void>();

export const displayCurrency = {
  get: (): DisplayCurrency | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: DisplayCurrency): void {
    if (current?.code === next.code && current.value === next.value && current.symbol === next.symbol) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
};

export const rememberedCurrencyCode = (): string | null => readStored(CURRENCY_STORAGE_KEY);
export const rememberCurrencyCode = (code: string): void => writeStored(CURRENCY_STORAGE_KEY, code);

/**
 * Where the visitor may choose, their remembered choice applies if it is still offered;
 * otherwise, and in markets without a choice, the country's own currency.
 */
export function pickDisplayCurrency<T extends DisplayCurrency>(options: {
  countryCurrency: T;
  offered: readonly T[];
  canChoose: boolean;
  rememberedCode: string | null;
}): T {
  const { countryCurrency, offered, canChoose, rememberedCode } = options;
  if (!canChoose) return countryCurrency;
  return offered.find((currency) => currency.code === rememberedCode) ?? countryCurrency;
}
