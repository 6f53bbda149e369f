import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  bodyStyles,
  brands,
  carCategories,
  carInspections,
  carModels,
  carPictures,
  cars,
  categories,
  colors,
  countryVersions,
  driveTrains,
  fuelTypes,
  inspectionFindings,
  inspectionPoints,
  spots,
  transmissions,
  trims,
} from '../schema/index.ts';
import { carTitleSql } from './car-title.ts';

/** The trim of `slug` with what a car copies from it (model, brand, year, body style) and the names its search text holds. */
export async function trimForCar(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: trims.id,
      name: trims.name,
      year: trims.year,
      modelId: trims.modelId,
      bodyStyleId: trims.bodyStyleId,
      brandId: carModels.brandId,
      modelSlug: carModels.slug,
      modelName: carModels.name,
      brandSlug: brands.slug,
      brandName: brands.name,
      bodyStyleSlug: bodyStyles.slug,
      fuelSlug: fuelTypes.slug,
    })
    .from(trims)
    .innerJoin(carModels, eq(carModels.id, trims.modelId))
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .innerJoin(bodyStyles, eq(bodyStyles.id, trims.bodyStyleId))
    .innerJoin(fuelTypes, eq(fuelTypes.id, trims.fuelTypeId))
    .where(eq(trims.slug, slug));
  return row;
}

export type TrimForCar = NonNullable<Awaited<ReturnType<typeof trimForCar>>>;

const idBySlug = async (db: Db, table: typeof colors | typeof spots | typeof countryVersions | typeof categories, slugs: string[]) =>
  slugs.length === 0 ? new Map<string, number>() : new Map((await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs))).map((row) => [row.slug, row.id]));

export const colorIds = (db: Db, slugs: string[]) => idBySlug(db, colors, slugs);
export const spotIds = (db: Db, slugs: string[]) => idBySlug(db, spots, slugs);
export const countryVersionIds = (db: Db, slugs: string[]) => idBySlug(db, countryVersions, slugs);
export const categoryIds = (db: Db, slugs: string[]) => idBySlug(db, categories, slugs);

export async function inspectionPointIds(db: Db, slugs: string[]) {
  if (slugs.length === 0) return new Map<string, number>();
  const rows = await db.select({ id: inspectionPoints.id, slug: inspectionPoints.slug }).from(inspectionPoints).where(inArray(inspectionPoints.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Whether another car than `exceptId` already has this VIN or plate. */
export async function identityTaken(db: Db, vin: string, licensePlate: string, exceptId = 0) {
  const rows = await db
    .select({ vin: cars.vin, licensePlate: cars.licensePlate })
    .from(cars)
    .where(sql`(${cars.vin} = ${vin} or ${cars.licensePlate} = ${licensePlate}) and ${cars.id} <> ${exceptId}`);
  return { vin: rows.some((row) => row.vin === vin), licensePlate: rows.some((row) => row.licensePlate === licensePlate) };
}

export type NewCarRow = Omit<typeof cars.$inferInsert, 'id'>;
export type InspectionColumns = Omit<typeof carInspections.$inferInsert, 'id' | 'carId'>;
export type FindingColumns = Omit<typeof inspectionFindings.$inferInsert, 'inspectionId'>;
export type PictureColumns = Omit<typeof carPictures.$inferInsert, 'id' | 'carId'>;

export async function insertCarRow(db: Db, row: NewCarRow): Promise<number> {
  const [inserted] = await db.insert(cars).values(row).returning({ id: cars.id });
  return inserted!.id;
}

/** Writes the car's report afresh: its figures, and exactly the findings given. */
export async function replaceInspection(db: Db, carId: number, inspection: InspectionColumns, findings: FindingColumns[]): Promise<void> {
  const [row] = await db
    .insert(carInspections)
    .values({ ...inspection, carId })
    .onConflictDoUpdate({ target: carInspections.carId, set: inspection })
    .returning({ id: carInspections.id });
  await db.delete(inspectionFindings).where(eq(inspectionFindings.inspectionId, row!.id));
  if (findings.length > 0) await db.insert(inspectionFindings).values(findings.map((finding) => ({ ...finding, inspectionId: row!.id })));
}

/** Replaces the car's drawn pictures and categories, which follow from its model, body style, colours and price. */
export async function replacePicturesAndCategories(db: Db, carId: number, pictures: PictureColumns[], categoryIdList: number[]): Promise<void> {
  await db.delete(carPictures).where(eq(carPictures.carId, carId));
  await db.insert(carPictures).values(pictures.map((picture) => ({ ...picture, carId })));
  await db.delete(carCategories).where(eq(carCategories.carId, carId));
  if (categoryIdList.length > 0) await db.insert(carCategories).values(categoryIdList.map((categoryId) => ({ carId, categoryId })));
}

/** A trim with its specs and the lookups a car of it takes, by slug. */
export async function trimDetails(db: Db, slug: string) {
  const lookup = (table: typeof bodyStyles | typeof fuelTypes | typeof transmissions | typeof driveTrains) => ({ slug: table.slug, name: table.name, nameTranslations: table.nameTranslations });
  const [row] = await db
    .select({ trim: trims, bodyStyle: lookup(bodyStyles), fuelType: lookup(fuelTypes), transmission: lookup(transmissions), driveTrain: lookup(driveTrains) })
    .from(trims)
    .innerJoin(bodyStyles, eq(bodyStyles.id, trims.bodyStyleId))
    .innerJoin(fuelTypes, eq(fuelTypes.id, trims.fuelTypeId))
    .innerJoin(transmissions, eq(transmissions.id, trims.transmissionId))
    .innerJoin(driveTrains, eq(driveTrains.id, trims.driveTrainId))
    .where(eq(trims.slug, slug));
  return row;
}

/** What the editor shows of a car to change it: its columns, its trim's and lookups' slugs, and its report. */
export async function carForEditor(db: Db, carId: number) {
  const [row] = await db
    .select({
      car: cars,
      trimSlug: trims.slug,
      modelSlug: carModels.slug,
      brandSlug: brands.slug,
      title: carTitleSql,
      spotSlug: spots.slug,
      countryVersionSlug: countryVersions.slug,
      exteriorColorSlug: sql<string>`(select slug from colors where id = ${cars.exteriorColorId})`,
      interiorColorSlug: sql<string>`(select slug from colors where id = ${cars.interiorColorId})`,
    })
    .from(cars)
    .innerJoin(trims, eq(trims.id, cars.trimId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(spots, eq(spots.id, cars.spotId))
    .leftJoin(countryVersions, eq(countryVersions.id, cars.countryVersionId))
    .where(eq(cars.id, carId));
  if (!row) return undefined;
  const [inspection] = await db.select().from(carInspections).where(eq(carInspections.carId, carId));
  const findings = inspection
    ? await db
        .select({ point: inspectionPoints.slug, result: inspectionFindings.result, note: inspectionFindings.note })
        .from(inspectionFindings)
        .innerJoin(inspectionPoints, eq(inspectionPoints.id, inspectionFindings.pointId))
        .where(eq(inspectionFindings.inspectionId, inspection.id))
    : [];
  return { ...row, inspection, findings };
}
