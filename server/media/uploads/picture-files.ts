import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { InvalidInput } from '../../domain-errors.ts';
import { largestPicture, pictureSizes, pictureUrl } from '../paths.ts';
import type { PictureStore } from '../storage/picture-store.ts';
import { sniffImageFormat } from './sniff.ts';

/** Limits of one upload; the HTTP route refuses a longer body before reading it. */
export const UPLOAD_LIMITS = {
  /** A phone's full-size photo fits; a 50 MB RAW export does not. */
  maxBytes: 15 * 1024 * 1024,
  /** Beyond this the decoder would need too much memory (a "pixel bomb" is tiny on the wire). */
  maxPixels: 50_000_000,
  maxSide: 12_000,
  /** Smaller than the card's sharp-screen size would look blurred in the catalogue. */
  minWidth: 640,
  minHeight: 400,
} as const;

const refuse = (message: string, why: string) => new InvalidInput([{ field: 'picture', message }], why);

export interface UploadedFiles {
  /** `/media/cars/uploads/<car>-<hash>`; the files add `-<width>.webp`. */
  basePath: string;
  widths: number[];
  width: number;
  height: number;
}

export const uploadsPrefix = '/media/cars/uploads/';
export const isUploadedPicture = (basePath: string): boolean => basePath.startsWith(uploadsPrefix);
/** The store's key of one file of a picture. */
export const pictureKey = (basePath: string, width: number): string => pictureUrl(basePath, width).slice('/media/'.length);

/**
 * Checks the bytes are a picture we take, then writes every width of pictureSizes as WebP through
 * the store. The EXIF orientation is applied and every metadata block dropped (sharp writes none
 * unless asked), so a phone's GPS position never reaches the public.
 * @throws InvalidInput (picture: not_an_image | unsupported_format | too_large | too_small)
 */
export async function storePictureFiles(store: PictureStore, carId: number, bytes: Uint8Array): Promise<UploadedFiles> {
  if (bytes.byteLength > UPLOAD_LIMITS.maxBytes) throw refuse('too_large', 'The picture is larger than 15 MB.');
  const format = sniffImageFormat(bytes);
  if (!format) throw refuse('unsupported_format', 'Send a JPEG, PNG or WebP picture.');
  const source = sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' });
  const meta = await source.metadata().catch(() => undefined);
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw refuse('not_an_image', 'The file is not a readable picture.');
  if (meta.width > UPLOAD_LIMITS.maxSide || meta.height > UPLOAD_LIMITS.maxSide || meta.width * meta.height > UPLOAD_LIMITS.maxPixels) {
    throw refuse('too_large', 'The picture has more than 50 megapixels or a side over 12,000 pixels.');
  }
  // Orientations 5–8 turn the picture a quarter, swapping its sides.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width < UPLOAD_LIMITS.minWidth || height < UPLOAD_LIMITS.minHeight) throw refuse('too_small', 'The picture must be at least 640 × 400 pixels.');

  // Named by the content: uploading the same photo twice names the same files, and a name is
  // never reused for other bytes, so the files are cached for good.
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const basePath = `${uploadsPrefix}${carId}-${hash}`;
  // Decoded once, upright and no larger than needed, then cut for each size; a file that is
  // damaged past its header fails here, as not a picture, rather than halfway through the writes.
  const decoded = await source
    .rotate()
    .resize({ width: 2 * largestPicture.width, height: 2 * largestPicture.height, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse('not_an_image', 'The file is not a readable picture.');
    });
  for (const size of pictureSizes) {
    // Cut to each size's shape around what draws the eye; 214×135 is the card.
    const webp = await sharp(decoded.data, { raw: decoded.info })
      .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
    await store.put(pictureKey(basePath, size.width), webp, 'image/webp');
  }
  return { basePath, widths: pictureSizes.map((size) => size.width), width: largestPicture.width, height: largestPicture.height };
}

/** Removes every file of an uploaded picture from the store. */
export async function removePictureFiles(store: PictureStore, basePath: string): Promise<void> {
  if (!isUploadedPicture(basePath)) return;
  await Promise.all(pictureSizes.map((size) => store.delete(pictureKey(basePath, size.width))));
}
