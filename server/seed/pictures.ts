import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carPictures } from '../db/schema/index.ts';
import { loadPictureCatalogue } from '../media/catalogue.ts';
import type { PaintedPicture } from '../media/draw.ts';
import { cardPictureSizes } from '../media/paths.ts';
import { renderPictures } from '../media/render.ts';

/**
 * The main pictures some car shows. The other views, and the main ones' larger widths, are drawn
 * when first asked for (server/http/media.ts): drawing all of them here would make a first start
 * several times longer.
 */
async function mainPicturesInUse(db: Db): Promise<PaintedPicture[]> {
  const catalogue = await loadPictureCatalogue(db);
  const rows = await db.selectDistinct({ basePath: carPictures.basePath }).from(carPictures).where(eq(carPictures.kind, 'main'));
  return rows.flatMap(({ basePath }) => catalogue.get(basePath) ?? []);
}

/** Draws the listing cards' pictures that `dataDir` lacks (a new machine, a wiped data folder). */
export async function ensureCataloguePictures(db: Db, dataDir: string): Promise<number> {
  return renderPictures(dataDir, await mainPicturesInUse(db), cardPictureSizes);
}
