import type { Db } from '../db/client.ts';
import { drawableModels, paintColors } from '../db/queries/picture-catalogue.ts';
import type { PaintedPicture } from './draw.ts';
import { CABIN_BODY_STYLES } from './drawings/interior.ts';
import { exteriorViews, pictureBasePath } from './paths.ts';

/** Every picture the catalogue can show, by base path: each model and body style in every paint, each cabin in every upholstery. */
export type PictureCatalogue = Map<string, PaintedPicture>;

export async function loadPictureCatalogue(db: Db): Promise<PictureCatalogue> {
  const [models, colours] = await Promise.all([drawableModels(db), paintColors(db)]);
  const pictures: PaintedPicture[] = [];
  for (const { model, brand, bodyStyle, ...dimensions } of models) {
    for (const { slug: color, hex } of colours) {
      for (const view of exteriorViews) pictures.push({ model, bodyStyle, color, view, hex, brand, dimensions });
    }
  }
  for (const bodyStyle of CABIN_BODY_STYLES) {
    for (const { slug: color, hex } of colours) pictures.push({ bodyStyle, color, view: 'interior', hex });
  }
  return new Map(pictures.map((picture) => [pictureBasePath(picture), picture]));
}
