import { randomUUID } from 'node:crypto';
import { access, mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { type PaintedPicture, drawPicture } from './draw.ts';
import { largestPicture, pictureBasePath, pictureFile, pictureSizes } from './paths.ts';

const exists = (file: string) => access(file).then(
  () => true,
  () => false,
);

async function renderOne(dataDir: string, picture: PaintedPicture): Promise<boolean> {
  const basePath = pictureBasePath(picture);
  const files = pictureSizes.map((size) => ({ ...size, file: pictureFile(dataDir, basePath, size.width) }));
  const missing = [];
  for (const entry of files) if (!(await exists(entry.file))) missing.push(entry);
  if (missing.length === 0) return false;
  await mkdir(dirname(missing[0]!.file), { recursive: true });
  // Rasterise the drawing once, then scale the pixels for each width.
  const { data, info } = await sharp(Buffer.from(drawPicture(picture)))
    .resize(largestPicture.width, largestPicture.height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const { width, height, file } of missing) {
    // Written aside then renamed, so a reader never sees half a file and an interrupted run redraws it.
    const partial = `${file}.${process.pid}-${randomUUID()}.partial`;
    await sharp(data, { raw: info }).resize(width, height, { fit: 'cover' }).webp({ quality: 82, effort: 1 }).toFile(partial);
    await rename(partial, file);
  }
  return true;
}

/**
 * Draws every picture whose files are missing; answers how many were drawn.
 * Files are shared by all cars of one body style and colour, so this stays small for any car count.
 */
export async function renderPictures(dataDir: string, pictures: PaintedPicture[], concurrency = 2): Promise<number> {
  const queue = [...pictures];
  let drawn = 0;
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      if (await renderOne(dataDir, picture)) drawn++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return drawn;
}
