import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { spotColumns } from './spots.ts';
import {
  bodyStyles,
  brands,
  carModels,
  categories,
  cities,
  colors,
  countryVersions,
  driveTrains,
  features,
  fuelTypes,
  spots,
  transmissions,
  type Translations,
} from '../schema/index.ts';

export interface LookupRecord {
  id: number;
  slug: string;
  name: string;
  nameTranslations: Translations | null;
}
export interface ModelRecord extends LookupRecord {
  brandId: number;
}
export interface ColorRecord extends LookupRecord {
  hex: string;
}
export interface FeatureRecord extends LookupRecord {
  group: string;
}
export interface SpotRecord extends LookupRecord {
  city: { name: string };
  address: string;
  latitude: number;
  longitude: number;
  schedule: string;
  phone: string;
}

type LookupColumns = Record<'id' | 'slug' | 'name' | 'nameTranslations', PgColumn>;
const lookupOf = <T extends LookupColumns>(table: T) => ({ id: table.id, slug: table.slug, name: table.name, nameTranslations: table.nameTranslations });

/** Every reference table a car points to; small, so each API instance keeps them in memory. */
export async function loadCarLookups(db: Db) {
  const [brandRows, modelRows, bodyStyleRows, fuelRows, transmissionRows, driveTrainRows, colorRows, featureRows, categoryRows, versionRows, spotRows] =
    await Promise.all([
      db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).orderBy(asc(brands.name)),
      db.select({ id: carModels.id, slug: carModels.slug, name: carModels.name, brandId: carModels.brandId }).from(carModels).orderBy(asc(carModels.name)),
      db.select(lookupOf(bodyStyles)).from(bodyStyles).orderBy(asc(bodyStyles.id)),
      db.select(lookupOf(fuelTypes)).from(fuelTypes).orderBy(asc(fuelTypes.id)),
      db.select(lookupOf(transmissions)).from(transmissions).orderBy(asc(transmissions.id)),
      db.select(lookupOf(driveTrains)).from(driveTrains).orderBy(asc(driveTrains.id)),
      db.select({ ...lookupOf(colors), hex: colors.hex }).from(colors).orderBy(asc(colors.id)),
      db.select({ ...lookupOf(features), group: features.group }).from(features).orderBy(asc(features.id)),
      db.select(lookupOf(categories)).from(categories).orderBy(asc(categories.id)),
      db.select(lookupOf(countryVersions)).from(countryVersions).orderBy(asc(countryVersions.id)),
      db
        .select({ ...spotColumns, city: { name: cities.name } })
        .from(spots)
        .innerJoin(cities, eq(cities.id, spots.cityId))
        .orderBy(asc(spots.id)),
    ]);
  return {
    brands: brandRows.map((row): LookupRecord => ({ ...row, nameTranslations: null })),
    models: modelRows.map((row): ModelRecord => ({ ...row, nameTranslations: null })),
    bodyStyles: bodyStyleRows as LookupRecord[],
    fuelTypes: fuelRows as LookupRecord[],
    transmissions: transmissionRows as LookupRecord[],
    driveTrains: driveTrainRows as LookupRecord[],
    colors: colorRows as ColorRecord[],
    features: featureRows as FeatureRecord[],
    categories: categoryRows as LookupRecord[],
    countryVersions: versionRows as LookupRecord[],
    spots: spotRows.map((row): SpotRecord => ({ ...row, nameTranslations: null })),
  };
}

export type CarLookupRows = Awaited<ReturnType<typeof loadCarLookups>>;
