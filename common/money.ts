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

/** `formatPrice(1_250_000, { symbol: 'RD $', value: 1 })` → 'RD $1,250,000'. */
export function formatPrice(baseAmount: number, currency: CurrencyRate): string {
  return `${currency.symbol}${priceFormat.format(convertAmount(baseAmount, currency))}`;
}

/** A discount reads as a subtraction from the price: '-RD $50,000'. */
export function formatDiscount(baseDiscount: number, currency: CurrencyRate): string {
  return `-${formatPrice(Math.abs(baseDiscount), currency)}`;
}
