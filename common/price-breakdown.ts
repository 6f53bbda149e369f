import { type CurrencyRate, convertToWholeUnits, formatWholeUnits } from './money.ts';

export type PriceLineKind = 'listPrice' | 'discount' | 'offerPrice' | 'serviceFee' | 'licensePlate' | 'transfer' | 'warranty';
export type PriceLine = { kind: PriceLineKind; amount: number };
export type PriceBreakdown = { lines: PriceLine[]; total: number };

/** Only the fields the breakdown reads, so any query's car shape fits. */
type PricedCar = {
  listingPrice: number;
  priceInfo: { fee?: number | null; licensePlate?: number | null; transfer?: number | null; warranty?: number | null };
  offerData: { hasOffer: boolean; discount?: number | null; originalPrice?: number | null };
};

/**
 * SPEC §3's breakdown, in the base currency. With an offer the list price is the price before it,
 * the discount is subtracted and the offer price is what the car costs; the buyer's costs beside the
 * car (plate, transfer, warranty and our service fee) come on top. Costs the API leaves out are not shown.
 */
export function priceBreakdown({ listingPrice, priceInfo, offerData }: PricedCar): PriceBreakdown {
  const discount = offerData.hasOffer ? (offerData.discount ?? 0) : 0;
  const listPrice = offerData.hasOffer ? (offerData.originalPrice ?? listingPrice + discount) : listingPrice;
  const lines: PriceLine[] = [{ kind: 'listPrice', amount: listPrice }];
  if (discount > 0) lines.push({ kind: 'discount', amount: -discount }, { kind: 'offerPrice', amount: listingPrice });
  const extras: Array<[PriceLineKind, number | null | undefined]> = [
    ['serviceFee', priceInfo.fee],
    ['licensePlate', priceInfo.licensePlate],
    ['transfer', priceInfo.transfer],
    ['warranty', priceInfo.warranty],
  ];
  for (const [kind, amount] of extras) if (amount != null && amount > 0) lines.push({ kind, amount });
  return { lines, total: listingPrice + lines.slice(discount > 0 ? 3 : 1).reduce((sum, line) => sum + line.amount, 0) };
}

export type ShownLine = { kind: PriceLineKind; amount: number; text: string };
export type ShownBreakdown = { lines: ShownLine[]; total: { amount: number; text: string } };

/**
 * The breakdown as it is shown in one currency. Rounding every line and the total separately
 * would let the lines miss the total by a unit or two, so each price is rounded once and what
 * depends on it is worked out from the rounded figures: the discount is the list price less the
 * offer price (which stays the car's headline price), the total the sum of the lines above it.
 */
export function showBreakdown(breakdown: PriceBreakdown, currency: CurrencyRate): ShownBreakdown {
  const rounded = breakdown.lines.map((line) => ({ kind: line.kind, amount: convertToWholeUnits(line.amount, currency) }));
  const listPrice = rounded.find((line) => line.kind === 'listPrice')?.amount ?? 0;
  const offerPrice = rounded.find((line) => line.kind === 'offerPrice')?.amount;
  const amounts = rounded.map((line) => (line.kind === 'discount' && offerPrice !== undefined ? { ...line, amount: offerPrice - listPrice } : line));
  // The offer price is a subtotal, already counted by the list price and the discount.
  const total = amounts.filter((line) => line.kind !== 'offerPrice').reduce((sum, line) => sum + line.amount, 0);
  const shown = (amount: number) => formatWholeUnits(amount, currency);
  return {
    lines: amounts.map((line) => ({ ...line, text: shown(line.amount) })),
    total: { amount: total, text: shown(total) },
  };
}
