import { access } from 'node:fs/promises';
import type { Db } from '../db/client.ts';
import { type PictureCatalogue, loadPictureCatalogue } from './catalogue.ts';
import type { PaintedPicture } from './draw.ts';
import { pictureFile, pictureWidths } from './paths.ts';
import { renderPicture } from './render.ts';

// Names are model, body style and colour slugs, the view and the width: nothing else passes.
const FILE_NAME = /^([a-z0-9][a-z0-9-]{0,200})-(\d{3,4})\.webp$/;
// A name the catalogue does not know is looked up again at most this often, so staff's new
// models get pictures soon while made-up names cannot make every request query the database.
const RELOAD_AFTER_MS = 30_000;

export interface PictureDrawerOptions {
  /** Tests count the drawings through this. */
  render?: (dataDir: string, picture: PaintedPicture) => Promise<unknown>;
  now?: () => number;
}

/**
 * Draws a car picture the first time someone asks for it. Only names of pictures the catalogue
 * can show are drawn; each is drawn once however many ask at the same time.
 */
export function createPictureDrawer(db: Db, dataDir: string, { render = renderPicture, now = Date.now }: PictureDrawerOptions = {}) {
  let catalogue: Promise<PictureCatalogue> | undefined;
  let loadedAt = 0;
  const drawing = new Map<string, Promise<unknown>>();

  const load = () => {
    loadedAt = now();
    catalogue = loadPictureCatalogue(db);
    // A failed load is tried again by the next request rather than remembered.
    catalogue.catch(() => (catalogue = undefined));
    return catalogue;
  };

  async function lookUp(basePath: string): Promise<PaintedPicture | undefined> {
    const found = (await (catalogue ?? load())).get(basePath);
    if (found || now() - loadedAt < RELOAD_AFTER_MS) return found;
    return (await load()).get(basePath);
  }

  /** The file behind `/media/cars/<name>`, drawn if missing; undefined when no such picture can exist. */
  async function fileFor(name: string): Promise<string | undefined> {
    const match = FILE_NAME.exec(name);
    if (!match || !pictureWidths.includes(Number(match[2]) as (typeof pictureWidths)[number])) return undefined;
    const basePath = `/media/cars/${match[1]}`;
    const file = pictureFile(dataDir, basePath, Number(match[2]));
    const onDisk = await access(file).then(() => true, () => false);
    // Files already drawn are served even under names the catalogue no longer makes (older keys).
    if (onDisk) return file;
    const picture = await lookUp(basePath);
    if (!picture) return undefined;
    let pending = drawing.get(basePath);
    if (!pending) {
      pending = render(dataDir, picture).finally(() => drawing.delete(basePath));
      drawing.set(basePath, pending);
    }
    await pending;
    return file;
  }

  return { fileFor };
}

export type PictureDrawer = ReturnType<typeof createPictureDrawer>;
