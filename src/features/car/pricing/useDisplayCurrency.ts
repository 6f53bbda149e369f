import { useSyncExternalStore } from 'react';
import { displayCurrency } from '../../../lib/currency/display-currency';

/** The currency the visitor reads prices in; null until the settings have arrived. */
export const useDisplayCurrency = () => useSyncExternalStore(displayCurrency.subscribe, displayCurrency.get);
