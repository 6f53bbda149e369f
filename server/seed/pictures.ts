import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { bodyStyles, cars, colors } from '../db/schema/index.ts';
import type { PaintedPicture } from '../media/draw.ts';
import { cabinBodyStyle } from '../media/drawings/interior.ts';
import { pictureBasePath } from '../media/paths.ts';
import { renderPictures } from '../media/render.ts';

const EXTERIOR_VIEWS = ['side', 'front', 'rear'] as const;

/** Every picture some car in the database shows: each body style in each paint and upholstery in use. */
async function picturesInUse(db: Db): Promise<PaintedPicture[]> {
  const exterior = alias(colors, 'exterior');
  const interior = alias(colors, 'interior');
  const paints = await db
    .selectDistinct({ bodyStyle: bodyStyles.slug, color: exterior.slug, hex: exterior.hex })
    .from(cars)
    .innerJoin(bodyStyles, eq(bodyStyles.id, cars.bodyStyleId))
    .innerJoin(exterior, eq(exterior.id, cars.exteriorColorId));
  const cabins = await db
    .selectDistinct({ bodyStyle: bodyStyles.slug, color: interior.slug, hex: interior.hex })
    .from(cars)
    .innerJoin(bodyStyles, eq(bodyStyles.id, cars.bodyStyleId))
    .innerJoin(interior, eq(interior.id, cars.interiorColorId));
  const pictures: PaintedPicture[] = [
    ...paints.flatMap((paint) => EXTERIOR_VIEWS.map((view) => ({ ...paint, view }))),
    ...cabins.map((cabin) => ({ ...cabin, bodyStyle: cabinBodyStyle(cabin.bodyStyle), view: 'interior' as const })),
  ];
  // Bodies share interiors, so the same picture can come up more than once.
  return [...new Map(pictures.map((picture) => [pictureBasePath(picture), picture])).values()];
}

/** Draws the pictures the catalogue needs and `dataDir` lacks (a new machine, a wiped data folder). */
export async function ensureCataloguePictures(db: Db, dataDir: string): Promise<number> {
  return renderPictures(dataDir, await picturesInUse(db));
}
