import { join } from 'node:path';

/** The directory served under the `/media/` URL prefix. */
export const mediaDir = (dataDir: string): string => join(dataDir, 'media');

export const exteriorViews = ['three-quarter', 'side', 'front', 'rear'] as const;
export type ExteriorView = (typeof exteriorViews)[number];
export type PictureView = ExteriorView | 'interior';

/** Rendered widths and their heights: 214×135 is the catalogue card, the rest keep 16:10. */
export const pictureSizes = [
  { width: 214, height: 135 },
  { width: 428, height: 270 },
  { width: 800, height: 500 },
  { width: 1280, height: 800 },
] as const;

export const pictureWidths = pictureSizes.map((size) => size.width);
export const largestPicture = { width: 1280, height: 800 } as const;
/** The width a listing card asks for: twice the card for sharp screens. */
export const cardPictureWidth = 428;
/** The sizes a listing card shows, drawn ahead of the first visitor. */
export const cardPictureSizes = pictureSizes.filter((size) => size.width <= cardPictureWidth);

/**
 * What a drawing depends on; cars that share these share the files. Outside views depend on the
 * model (its measurements and brand), the body style and the paint; the interior only on the cabin
 * height and the upholstery.
 */
export type PictureKey =
  | { model: string; bodyStyle: string; color: string; view: ExteriorView }
  | { bodyStyle: string; color: string; view: 'interior' };

/** URL path without width and extension, e.g. `/media/cars/corolla-sedan-rojo-three-quarter`. */
export const pictureBasePath = (key: PictureKey): string =>
  key.view === 'interior' ? `/media/cars/${key.bodyStyle}-${key.color}-interior` : `/media/cars/${key.model}-${key.bodyStyle}-${key.color}-${key.view}`;

export const pictureUrl = (basePath: string, width: number): string => `${basePath}-${width}.webp`;

/** Where the file behind a picture URL lives on disk. */
export const pictureFile = (dataDir: string, basePath: string, width: number): string =>
  join(mediaDir(dataDir), pictureUrl(basePath, width).replace(/^\/media\//, ''));
