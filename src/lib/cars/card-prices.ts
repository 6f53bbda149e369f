/**
 * What a car card shows about status and price, shared by every card (catalogue, favourites):
 * only the fields these rules read, so any query's car shape fits.
 */
type StatusFacts = { status: { slug: string } };
type OfferFacts = { listingPrice: number; offerData: { hasOffer: boolean; originalPrice?: number | null; discountPercentage?: number | null } };

export const isSold = <Car extends StatusFacts>(car: Car): boolean => car.status.slug === 'SOLD';

/** The struck-through price, only when the offer really lowers it. */
export const originalPrice = <Car extends OfferFacts>(car: Car): number | null => {
  const { hasOffer, originalPrice: before } = car.offerData;
  return hasOffer && before && before > car.listingPrice ? before : null;
};

export const discountPercent = <Car extends OfferFacts>(car: Car): number | null => {
  const percent = car.offerData.hasOffer ? car.offerData.discountPercentage : null;
  return percent && percent >= 1 ? Math.round(percent) : null;
};

/** SPEC §9: the card shows a 30% down payment and a 48-month plan. */
export const DOWN_PAYMENT_SHARE = 0.3;
export const INSTALLMENTS = 48;

export const downPayment = (car: { listingPrice: number }): number => Math.round(car.listingPrice * DOWN_PAYMENT_SHARE);
