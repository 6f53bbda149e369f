import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { carCategories, carInspections, carPictures, inspectionFindings, inspectionPoints } from '../schema/index.ts';

/** Category ids per car, for a page of cars at once. */
export function categoriesOfCars(db: Db, carIds: readonly number[]) {
  return db.select().from(carCategories).where(inArray(carCategories.carId, [...carIds]));
}

/** Pictures of several cars, main first, then exterior, then interior, each by position. */
export function picturesOfCars(db: Db, carIds: readonly number[]) {
  return db
    .select()
    .from(carPictures)
    .where(inArray(carPictures.carId, [...carIds]))
    .orderBy(asc(carPictures.carId), asc(carPictures.kind), asc(carPictures.position));
}

export function inspectionsOfCars(db: Db, carIds: readonly number[]) {
  return db.select().from(carInspections).where(inArray(carInspections.carId, [...carIds]));
}

export function findingsOfInspections(db: Db, inspectionIds: readonly number[]) {
  return db.select().from(inspectionFindings).where(inArray(inspectionFindings.inspectionId, [...inspectionIds]));
}

/** The shared checklist, in report order. */
export function checklistPoints(db: Db) {
  return db.select().from(inspectionPoints).orderBy(asc(inspectionPoints.area), asc(inspectionPoints.position));
}

export type InspectionRow = Awaited<ReturnType<typeof inspectionsOfCars>>[number];
export type FindingRow = Awaited<ReturnType<typeof findingsOfInspections>>[number];
export type ChecklistPointRow = Awaited<ReturnType<typeof checklistPoints>>[number];
