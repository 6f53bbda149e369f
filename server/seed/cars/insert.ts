import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db } from '../../db/client.ts';
import { carCategories, carInspections, carPictures, cars, inspectionFindings } from '../../db/schema/index.ts';
import { largestPicture, pictureBasePath, pictureWidths } from '../../media/paths.ts';
import type { LookupIds } from '../reference/lookups.ts';
import { idOf } from '../reference/slugged.ts';
import type { CarDraft } from './draft.ts';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what} was returned for an inserted row`);
  return value;
}

/**
 * Writes a batch of cars with their inspections, findings, categories and pictures in one
 * transaction, so an interrupted seed never leaves a car without its report or pictures.
 * Generated ids are matched back through unique keys (slug, car id), not through row order.
 */
export async function insertCars(db: Db, drafts: CarDraft[], lookups: LookupIds): Promise<void> {
  await db.transaction(async (tx) => {
    const carRows = await bulkInsert<typeof cars, { id: number; slug: string }>(tx, cars, drafts.map((draft) => draft.car), {
      returning: ['id', 'slug'],
    });
    const carIds = new Map(carRows.map((row) => [row.slug, row.id]));
    const carIdOf = (draft: CarDraft) => required(carIds.get(draft.car.slug), `id for car ${draft.car.slug}`);
    const inspections = drafts.map((draft) => {
      const { findings: _findings, ...inspection } = draft.inspection;
      return { ...inspection, carId: carIdOf(draft) };
    });
    const inspectionRows = await bulkInsert<typeof carInspections, { id: number; car_id: number }>(tx, carInspections, inspections, {
      returning: ['id', 'car_id'],
    });
    const inspectionIds = new Map(inspectionRows.map((row) => [row.car_id, row.id]));
    await bulkInsert(
      tx,
      inspectionFindings,
      drafts.flatMap((draft) =>
        draft.inspection.findings.map((finding) => ({ ...finding, inspectionId: required(inspectionIds.get(carIdOf(draft)), 'inspection id') })),
      ),
    );
    await bulkInsert(
      tx,
      carCategories,
      drafts.flatMap((draft) => draft.categorySlugs.map((slug) => ({ carId: carIdOf(draft), categoryId: idOf(lookups.categories, slug) }))),
    );
    await bulkInsert(
      tx,
      carPictures,
      drafts.flatMap((draft) =>
        draft.pictures.map(({ kind, position, picture }) => ({
          carId: carIdOf(draft),
          kind,
          position,
          basePath: pictureBasePath(picture),
          widths: pictureWidths,
          ...largestPicture,
        })),
      ),
    );
  });
}
