import type { CarCardFieldsFragment } from '../../../graphql/generated/graphql';

export type CardCar = CarCardFieldsFragment;

// The status and offer rules live in src/lib, shared with the favourites' cards.
export { discountPercent, isSold, originalPrice } from '../../../lib/cars/card-prices';

/** SPEC §9: the card shows a 30% down payment and a 48-month plan. */
export const DOWN_PAYMENT_SHARE = 0.3;
export const INSTALLMENTS = 48;

export const downPayment = (car: CardCar): number => Math.round(car.listingPrice * DOWN_PAYMENT_SHARE);

/** srcset from the main picture's widths; the card falls back to `mainPicture` alone. */
export function pictureSources(car: CardCar): { src: string; srcSet?: string } {
  const main = car.pictures.find((picture) => picture.kind === 'main');
  if (!main || main.widths.length === 0) return { src: car.mainPicture };
  const srcSet = [...main.widths].sort((a, b) => a - b).map((width) => `${main.basePath}-${width}.webp ${width}w`).join(', ');
  return { src: car.mainPicture, srcSet };
}
