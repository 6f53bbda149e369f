import { join } from 'node:path';

/** The directory served under the `/media/` URL prefix. */
export const mediaDir = (dataDir: string): string => join(dataDir, 'media');

export type PictureView = 'front' | 'side' | 'rear' | 'interior';

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

/** What a drawing depends on; cars that share these share the files. */
export interface PictureKey {
  bodyStyle: string;
  /** The exterior colour for outside views, the upholstery colour for the interior. */
  color: string;
  view: PictureView;
}

/** URL path without width and extension, e.g. `/media/cars/sedan-rojo-side`. */
export const pictureBasePath = ({ bodyStyle, color, view }: PictureKey): string => `/media/cars/${bodyStyle}-${color}-${view}`;

export const pictureUrl = (basePath: string, width: number): string => `${basePath}-${width}.webp`;

/** Where the file behind a picture URL lives on disk. */
export const pictureFile = (dataDir: string, basePath: string, width: number): string =>
  join(mediaDir(dataDir), pictureUrl(basePath, width).replace(/^\/media\//, ''));
