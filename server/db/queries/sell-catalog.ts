import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, trims } from '../schema/index.ts';

export interface SellTrimRow {
  id: number;
  slug: string;
  name: string;
  year: number;
  /** The trim's price new, in DOP. */
  newPrice: number;
}
export interface SellModelRow {
  id: number;
  brandId: number;
  slug: string;
  name: string;
}

/** Model years a seller may pick, inclusive. */
export interface YearSpan {
  from: number;
  to: number;
}

const trimColumns = { id: trims.id, slug: trims.slug, name: trims.name, year: trims.year, newPrice: trims.basePrice };

/**
 * Every brand and model, with or without cars on sale, and their trims of the years in `years`.
 * Trims come cheapest first within a year, as a dealer's price list runs.
 */
export async function sellCatalogRows(db: Db, years: YearSpan) {
  const [brandRows, modelRows, trimRows] = await Promise.all([
    db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands),
    db.select({ id: carModels.id, brandId: carModels.brandId, slug: carModels.slug, name: carModels.name }).from(carModels),
    db
      .select({ ...trimColumns, modelId: trims.modelId })
      .from(trims)
      .where(between(trims.year, years.from, years.to))
      .orderBy(asc(trims.modelId), asc(trims.year), asc(trims.basePrice), asc(trims.name)),
  ]);
  return { brands: brandRows, models: modelRows satisfies SellModelRow[], trims: trimRows };
}

/** The brand and model named by slugs, each undefined when no row has that slug. */
export async function brandAndModelBySlugs(db: Db, brandSlug: string, modelSlug: string) {
  const [[brand], [model]] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.slug, brandSlug)),
    db.select({ id: carModels.id, brandId: carModels.brandId, slug: carModels.slug, name: carModels.name }).from(carModels).where(eq(carModels.slug, modelSlug)),
  ]);
  return { brand, model: model satisfies SellModelRow | undefined };
}

/** Every trim of model `modelId` in the years of `years`, cheapest first within a year. */
export function modelTrims(db: Db, modelId: number, years: YearSpan): Promise<SellTrimRow[]> {
  return db
    .select(trimColumns)
    .from(trims)
    .where(and(eq(trims.modelId, modelId), between(trims.year, years.from, years.to)))
    .orderBy(asc(trims.year), asc(trims.basePrice), asc(trims.name));
}
