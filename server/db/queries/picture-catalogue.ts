import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { bodyStyles, brands, carModels, colors, trims } from '../schema/index.ts';

export interface DrawableModel {
  model: string;
  brand: string;
  bodyStyle: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  wheelbaseMm: number;
}

/**
 * Each model in each body style it is sold in, with the measurements of its first trim: a trim
 * added later never changes a picture already drawn.
 */
export function drawableModels(db: Db): Promise<DrawableModel[]> {
  return db
    .selectDistinctOn([carModels.slug, bodyStyles.slug], {
      model: carModels.slug,
      brand: brands.slug,
      bodyStyle: bodyStyles.slug,
      lengthMm: trims.lengthMm,
      widthMm: trims.widthMm,
      heightMm: trims.heightMm,
      wheelbaseMm: trims.wheelbaseMm,
    })
    .from(trims)
    .innerJoin(carModels, eq(carModels.id, trims.modelId))
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .innerJoin(bodyStyles, eq(bodyStyles.id, trims.bodyStyleId))
    .orderBy(asc(carModels.slug), asc(bodyStyles.slug), asc(trims.id));
}

export const paintColors = (db: Db): Promise<{ slug: string; hex: string }[]> => db.select({ slug: colors.slug, hex: colors.hex }).from(colors);
