import type { CarDetail } from '../api/car-query';

export type GalleryPicture = CarDetail['pictures'][number];

/** Steps through the pictures in a ring, so the last one leads back to the first. */
export const stepIndex = (index: number, step: number, count: number): number => (count === 0 ? 0 : (index + step + count) % count);
