// How a car's pictures are offered to the browser: the SPA's <img> tags and the server's
// <link rel=preload> for a page's largest picture must name the same files, or the browser fetches twice.

/** A picture as the API describes it: `${basePath}-${width}.webp` exists for each of `widths`. */
export type PictureFiles = { kind: string; basePath: string; widths: readonly number[]; width: number; height: number };

/** A catalogue card's photo: two or three columns on wide screens, one on phones. */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw';

/** The car page's gallery stage: beside the price on wide screens, the full width below. */
export const GALLERY_STAGE_SIZES = '(min-width: 960px) 60vw, 100vw';

/** The width the gallery stage's `src` asks for when the browser ignores `srcset`. */
export const GALLERY_STAGE_MIN_WIDTH = 800;

const KIND_ORDER = ['main', 'exterior', 'interior'];

/** Main picture first, then the outside, then the inside: the order a buyer walks round a car. */
export const orderPictures = <P extends PictureFiles>(pictures: readonly P[]): P[] =>
  [...pictures].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));

export const pictureUrl = (picture: PictureFiles, width: number): string => `${picture.basePath}-${width}.webp`;

export const pictureSrcSet = (picture: PictureFiles): string =>
  picture.widths.map((width) => `${pictureUrl(picture, width)} ${width}w`).join(', ');

/** The smallest file at least `minWidth` wide, or the largest there is. */
export function pictureSrc(picture: PictureFiles, minWidth: number): string {
  const sorted = [...picture.widths].sort((a, b) => a - b);
  return pictureUrl(picture, sorted.find((width) => width >= minWidth) ?? sorted.at(-1) ?? picture.width);
}

/** A card's srcset, from the main picture's widths, smallest first; undefined when it has none. */
export function cardPhotoSrcSet(pictures: readonly PictureFiles[]): string | undefined {
  const main = pictures.find((picture) => picture.kind === 'main');
  if (!main || main.widths.length === 0) return undefined;
  return [...main.widths].sort((a, b) => a - b).map((width) => `${pictureUrl(main, width)} ${width}w`).join(', ');
}
