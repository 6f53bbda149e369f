import type { CarDetail } from '../api/car-query';

export type GalleryPicture = CarDetail['pictures'][number];

const KIND_ORDER = ['main', 'exterior', 'interior'];

/** Main picture first, then the outside, then the inside: the order a buyer walks round a car. */
export const orderPictures = (pictures: readonly GalleryPicture[]): GalleryPicture[] =>
  [...pictures].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));

export const pictureUrl = (picture: GalleryPicture, width: number): string => `${picture.basePath}-${width}.webp`;

export const pictureSrcSet = (picture: GalleryPicture): string =>
  picture.widths.map((width) => `${pictureUrl(picture, width)} ${width}w`).join(', ');

/** The smallest file at least `minWidth` wide, or the largest there is. */
export function pictureSrc(picture: GalleryPicture, minWidth: number): string {
  const sorted = [...picture.widths].sort((a, b) => a - b);
  return pictureUrl(picture, sorted.find((width) => width >= minWidth) ?? sorted.at(-1) ?? picture.width);
}

/** Steps through the pictures in a ring, so the last one leads back to the first. */
export const stepIndex = (index: number, step: number, count: number): number => (count === 0 ? 0 : (index + step + count) % count);
