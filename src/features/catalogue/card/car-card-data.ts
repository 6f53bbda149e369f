import type { CarCardFieldsFragment } from '../../../graphql/generated/graphql';

export type CardCar = CarCardFieldsFragment;


/** srcset from the main picture's widths; the card falls back to `mainPicture` alone. */
export function pictureSources(car: CardCar): { src: string; srcSet?: string } {
  const main = car.pictures.find((picture) => picture.kind === 'main');
  if (!main || main.widths.length === 0) return { src: car.mainPicture };
  const srcSet = [...main.widths].sort((a, b) => a - b).map((width) => `${main.basePath}-${width}.webp ${width}w`).join(', ');
  return { src: car.mainPicture, srcSet };
}
