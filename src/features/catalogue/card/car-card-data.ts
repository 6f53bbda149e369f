import { cardPhotoSrcSet } from '../../../../common/car-pictures';
import type { CarCardFieldsFragment } from '../../../graphql/generated/graphql';

export type CardCar = CarCardFieldsFragment;

/** srcset from the main picture's widths; the card falls back to `mainPicture` alone. */
export function pictureSources(car: CardCar): { src: string; srcSet?: string } {
  const srcSet = cardPhotoSrcSet(car.pictures);
  return srcSet ? { src: car.mainPicture, srcSet } : { src: car.mainPicture };
}
