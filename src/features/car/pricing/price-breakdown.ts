import type { CarDetail } from '../api/car-query';

export type PriceLineKind = 'listPrice' | 'discount' | 'offerPrice' | 'serviceFee' | 'licensePlate' | 'transfer' | 'warranty';
export type PriceLine = { kind: PriceLineKind; amount: number };
export type PriceBreakdown = { lines: PriceLine[]; total: number; offerLabel: string | null };

type PricedCar = Pick<CarDetail, 'listingPrice' | 'priceInfo' | 'offerData'>;

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
  let total = listingPrice;
  const extras: Array<[PriceLineKind, number | null | undefined]> = [
    ['serviceFee', priceInfo.fee],
    ['licensePlate', priceInfo.licensePlate],
    ['transfer', priceInfo.transfer],
    ['warranty', priceInfo.warranty],
  ];
  for (const [kind, amount] of extras) {
    if (amount == null || amount <= 0) continue;
    lines.push({ kind, amount });
    total += amount;
  }
  return { lines, total, offerLabel: offerData.hasOffer ? (offerData.label ?? null) : null };
}

/** SPEC §9: the down payment shown is 30 % of the price. */
export const DOWN_PAYMENT_SHARE = 0.3;
export const downPayment = (price: number): number => price * DOWN_PAYMENT_SHARE;
