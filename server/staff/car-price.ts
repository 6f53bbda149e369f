import { priceBreakdown } from '../seed/pricing.ts';

/** A car's price columns as the inventory holds them (DOP). */
export interface CarPrice {
  listingPrice: number;
  basePrice: number;
  hasOffer: boolean;
  offerOriginalPrice: number | null;
}

/**
 * The columns a new price changes: the price, the costs beside it (the same rules as every listed
 * car), and a running offer re-measured against the price it started from. A price at or above
 * that original price ends the offer, so a card never shows a "discount" that is none.
 */
export function repricedColumns(car: CarPrice, price: number) {
  const original = car.hasOffer ? car.offerOriginalPrice : null;
  const offer = original !== null && price < original ? { discount: original - price, percentage: Math.round(((original - price) / original) * 10_000) / 100 } : undefined;
  return {
    listingPrice: price,
    basePrice: price,
    ...priceBreakdown(price),
    ...(offer
      ? { offerDiscount: offer.discount, offerDiscountPercentage: offer.percentage }
      : car.hasOffer && {
          hasOffer: false,
          offerLabel: null,
          offerLabelTranslations: null,
          offerBackgroundColor: null,
          offerTextColor: null,
          offerDiscount: null,
          offerOriginalPrice: null,
          offerDiscountPercentage: null,
        }),
  };
}
