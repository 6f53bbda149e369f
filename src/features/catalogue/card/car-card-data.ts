import type { CarCardFieldsFragment } from '../../../graphql/generated/graphql';

export type CardCar = CarCardFieldsFragment;

/** SPEC §9: the card shows a 30% down payment and a 48-month plan. */
export const DOWN_PAYMENT_SHARE = 0.3;
export const INSTALLMENTS = 48;

export const isSold = (car: CardCar): boolean => car.status.slug === 'SOLD';

export const downPayment = (car: CardCar): number => Math.round(car.listingPrice * DOWN_PAYMENT_SHARE);

/** The struck-through price, only when the offer really lowers it. */
export const originalPrice = (car: CardCar): number | null => {
  const { hasOffer, originalPrice: before } = car.offerData;
  return hasOffer && before && before > car.listingPrice ? before : null;
};

export const discountPercent = (car: CardCar): number | null => {
  const percent = car.offerData.hasOffer ? car.offerData.discountPercentage : null;
  return percent && percent >= 1 ? Math.round(percent) : null;
};

/** srcset from the main picture's widths; the card falls back to `mainPicture` alone. */
export function pictureSources(car: CardCar): { src: string; srcSet?: string } {
  const main = car.pictures.find((picture) => picture.kind === 'main');
  if (!main || main.widths.length === 0) return { src: car.mainPicture };
  const srcSet = [...main.widths].sort((a, b) => a - b).map((width) => `${main.basePath}-${width}.webp ${width}w`).join(', ');
  return { src: car.mainPicture, srcSet };
}
