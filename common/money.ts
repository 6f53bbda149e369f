/**
 * Money rules shared by the SPA and the server. Amounts are stored in the base currency
 * (value 1); a currency's `value` is the rate that converts a base amount into it.
 */
export type CurrencyRate = {
  readonly symbol: string;
  readonly value: number;
};

// Prices read as whole units in every market the product serves; cents would only add noise.
const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function convertAmount(baseAmount: number, currency: CurrencyRate): number {
  return baseAmount * currency.value;
}

/** A base amount as the whole units shown on screen; every figure shown is rounded here, once. */
export function convertToWholeUnits(baseAmount: number, currency: CurrencyRate): number {
  return Math.round(convertAmount(baseAmount, currency));
}

/** An amount already in the currency's whole units; a negative one reads as a subtraction: '-RD $50,000'. */
export function formatWholeUnits(units: number, currency: CurrencyRate): string {
  return `${units < 0 ? '-' : ''}${currency.symbol}${priceFormat.format(Math.abs(units))}`;
}

/** `formatPrice(1_250_000, { symbol: 'RD $', value: 1 })` → 'RD $1,250,000'. */
export function formatPrice(baseAmount: number, currency: CurrencyRate): string {
  return formatWholeUnits(convertToWholeUnits(baseAmount, currency), currency);
}
