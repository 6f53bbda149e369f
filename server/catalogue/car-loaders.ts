import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carsByIds, type CarRow } from '../db/queries/cars.ts';
import { categoriesOfCars, checklistPoints, findingsOfInspections, inspectionsOfCars, picturesOfCars } from '../db/queries/cars-detail.ts';
import { heldCarIds } from '../db/queries/purchase-views.ts';
import { trimFeatures } from '../db/schema/index.ts';
import type { CarInspection } from '../graphql/generated/resolvers.ts';
import { batchLoader, groupBy } from './batch-loader.ts';
import { inspectionReport } from './inspection-report.ts';

function createLoaders(db: Db) {
  return {
    car: batchLoader(async (ids: readonly number[]) => new Map((await carsByIds(db, [...ids])).map((row): [number, CarRow] => [row.id, row]))),
    categoryIds: batchLoader(async (carIds: readonly number[]) => {
      const groups = groupBy(await categoriesOfCars(db, carIds), (row) => row.carId);
      return new Map([...groups].map(([carId, rows]) => [carId, rows.map((row) => row.categoryId)]));
    }),
    featureIds: batchLoader(async (trimIds: readonly number[]) => {
      const rows = await db.select().from(trimFeatures).where(inArray(trimFeatures.trimId, [...trimIds]));
      return new Map([...groupBy(rows, (row) => row.trimId)].map(([trimId, group]) => [trimId, group.map((row) => row.featureId)]));
    }),
    pictures: batchLoader(async (carIds: readonly number[]) => groupBy(await picturesOfCars(db, carIds), (row) => row.carId)),
    inspection: batchLoader(async (carIds: readonly number[]) => {
      const inspections = await inspectionsOfCars(db, carIds);
      if (inspections.length === 0) return new Map<number, CarInspection>();
      const findings = groupBy(await findingsOfInspections(db, inspections.map((row) => row.id)), (row) => row.inspectionId);
      const checklist = await checklistPoints(db);
      return new Map(inspections.map((row) => [row.carId, inspectionReport(row, findings.get(row.id) ?? [], checklist)]));
    }),
    // Read per request, never from the facet index: a hold changes no catalogue row.
    reserved: batchLoader(async (carIds: readonly number[]) => {
      const held = await heldCarIds(db, carIds);
      return new Map(carIds.map((carId) => [carId, held.has(carId)]));
    }),
  };
}

export type CarLoaders = ReturnType<typeof createLoaders>;

// Loaders live as long as one request's context: nothing cached leaks into the next request.
const loadersOfRequest = new WeakMap<object, CarLoaders>();

export function carLoaders(context: { db: Db }): CarLoaders {
  let loaders = loadersOfRequest.get(context);
  if (!loaders) {
    loaders = createLoaders(context.db);
    loadersOfRequest.set(context, loaders);
  }
  return loaders;
}
