import { randomUUID } from 'node:crypto';
import { access, mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { type PaintedPicture, drawPicture } from './draw.ts';
import { CANVAS } from './drawings/scene.ts';
import { pictureBasePath, pictureFile, pictureSizes } from './paths.ts';

type Size = (typeof pictureSizes)[number];

const exists = (file: string) => access(file).then(
  () => true,
  () => false,
);

/** Draws the files of `picture` missing among `sizes`; answers whether it drew any. */
export async function renderPicture(dataDir: string, picture: PaintedPicture, sizes: readonly Size[] = pictureSizes): Promise<boolean> {
  const basePath = pictureBasePath(picture);
  const missing = [];
  for (const size of sizes) {
    const file = pictureFile(dataDir, basePath, size.width);
    if (!(await exists(file))) missing.push({ ...size, file });
  }
  if (missing.length === 0) return false;
  await mkdir(dirname(missing[0]!.file), { recursive: true });
  const largest = missing.reduce((a, b) => (b.width > a.width ? b : a));
  // Rasterise the drawing once, at the largest size asked for (far cheaper than 1280 px for a
  // card), then scale the pixels for each smaller width.
  const { data, info } = await sharp(Buffer.from(drawPicture(picture)), { density: (72 * largest.width) / CANVAS.width })
    .resize(largest.width, largest.height)
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

/** Draws the missing files of every picture at `sizes`; answers how many pictures were drawn. */
export async function renderPictures(dataDir: string, pictures: PaintedPicture[], sizes: readonly Size[] = pictureSizes, concurrency = 2): Promise<number> {
  const queue = [...pictures];
  let drawn = 0;
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      if (await renderPicture(dataDir, picture, sizes)) drawn++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return drawn;
}
