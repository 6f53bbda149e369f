import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db } from '../../db/client.ts';
import { brands, carModels, trimFeatures, trims } from '../../db/schema/index.ts';
import { brandSeeds } from '../data/brands.ts';
import type { ModelSeed, TrimSeed } from '../data/model-types.ts';
import { driveSlugs } from '../data/model-types.ts';
import { modelSeeds } from '../data/models.ts';
import { newPriceDop } from '../pricing.ts';
import { slugify } from '../slug.ts';
import { trimFeatureSlugs } from '../trim-features.ts';
import type { LookupIds } from './lookups.ts';
import { idOf, insertBySlug } from './slugged.ts';

/** A trim as the car generator needs it: ids to store, seed data to describe the car. */
export interface TrimChoice {
  id: number;
  modelId: number;
  brandId: number;
  bodyStyleId: number;
  bodyStyle: string;
  year: number;
  basePrice: number;
  brand: (typeof brandSeeds)[number];
  model: ModelSeed;
  trim: TrimSeed;
}

const brandOf = (model: ModelSeed) => brandSeeds.find((brand) => brand.slug === model.brand) ?? brandSeeds[0]!;

function modelYears(model: ModelSeed): number[] {
  const [from, to] = model.years;
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Brands, models and one trim per model year, with their equipment. */
export async function seedVehicles(db: Db, lookups: LookupIds): Promise<TrimChoice[]> {
  const brandIds = await insertBySlug(db, brands, brandSeeds.map(({ slug, name }) => ({ slug, name })));
  const modelIds = await insertBySlug(
    db,
    carModels,
    modelSeeds.map((model) => ({ slug: model.slug, name: model.name, brandId: idOf(brandIds, model.brand) })),
  );
  const drafts = modelSeeds.flatMap((model) =>
    modelYears(model).flatMap((year) => model.trims.map((trim) => describeTrim(model, trim, year))),
  );
  const trimIds = await insertBySlug(
    db,
    trims,
    drafts.map(({ row, model }) => ({ ...row, modelId: idOf(modelIds, model.slug), ...specIds(lookups, row.bodyStyle, row.trim) })),
  );
  const links = drafts.flatMap(({ row }) =>
    trimFeatureSlugs(row.trim.level, row.year, row.bodyStyle).map((feature) => ({
      trimId: idOf(trimIds, row.slug),
      featureId: idOf(lookups.features, feature),
    })),
  );
  await bulkInsert(db, trimFeatures, links, { skipConflicts: true });
  return drafts.map(({ row, model }) => ({
    id: idOf(trimIds, row.slug),
    modelId: idOf(modelIds, model.slug),
    brandId: idOf(brandIds, model.brand),
    bodyStyleId: idOf(lookups.bodyStyles, row.bodyStyle),
    bodyStyle: row.bodyStyle,
    year: row.year,
    basePrice: row.basePrice,
    brand: brandOf(model),
    model,
    trim: row.trim,
  }));
}

function describeTrim(model: ModelSeed, trim: TrimSeed, year: number) {
  const [lengthMm, widthMm, heightMm, wheelbaseMm] = model.size;
  const row = {
    slug: `${model.slug}-${year}-${slugify(trim.name)}`,
    name: trim.name,
    alias: trim.engineL ? `${trim.name} ${trim.engineL.toFixed(1)}L` : trim.name,
    year,
    bodyStyle: trim.bodyStyle ?? model.bodyStyle,
    trim,
    engineDisplacementL: trim.engineL,
    cylinders: trim.cylinders,
    horsepowerHp: trim.horsepower,
    torqueLbFt: trim.torque,
    seats: model.seats,
    doors: trim.bodyStyle === 'convertible' || trim.bodyStyle === 'coupe' ? 2 : model.doors,
    tankCapacityGal: trim.fuel === 'electrico' ? null : model.tankGal,
    lengthMm,
    widthMm,
    heightMm,
    wheelbaseMm,
    cargoCapacityL: model.cargoL,
    legRoomMm: model.legRoomMm,
    headRoomMm: model.headRoomMm,
    cityMpg: trim.mpg[0],
    highwayMpg: trim.mpg[1],
    basePrice: newPriceDop(trim.usd, year, brandOf(model).premium),
  };
  return { row, model };
}

function specIds(lookups: LookupIds, bodyStyle: string, trim: TrimSeed) {
  return {
    bodyStyleId: idOf(lookups.bodyStyles, bodyStyle),
    fuelTypeId: idOf(lookups.fuelTypes, trim.fuel),
    transmissionId: idOf(lookups.transmissions, trim.transmission),
    driveTrainId: idOf(lookups.driveTrains, driveSlugs[trim.drive]),
  };
}
