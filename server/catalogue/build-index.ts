import type { Db } from '../db/client.ts';
import { loadIndexedCars, loadTrimFeatures, readCatalogueVersion } from '../db/queries/cars-index.ts';
import { loadCarLookups } from '../db/queries/cars-lookups.ts';
import { catalogueLookups } from './dimensions.ts';
import { emptyFacetIndex, type FacetIndex, withSharedPassColumns } from './facet-index.ts';
import { patchFacetIndex } from './index-patch.ts';

/**
 * Cars read and indexed per page: a million cars read as objects at once held several hundred
 * megabytes beside the index; pages of this size are patched in and dropped.
 */
export const BUILD_PAGE_CARS = 50_000;

/**
 * Reads the catalogue into a facet index, a page of cars at a time. The version is read first: a
 * change committed while loading leaves the index at an older version than its data, so the
 * catch-up after the build reads those cars again.
 */
export async function loadFacetIndex(db: Db, pageCars = BUILD_PAGE_CARS): Promise<FacetIndex> {
  const version = await readCatalogueVersion(db);
  const lookups = catalogueLookups(await loadCarLookups(db));
  const trimFeatures = await loadTrimFeatures(db);
  let index = emptyFacetIndex(lookups);
  let afterId = 0;
  for (;;) {
    const rows = await loadIndexedCars(db, { afterId, limit: pageCars });
    if (rows.length === 0) break;
    index = patchFacetIndex(index, { version, carIds: new Set(), rows, trimFeatures });
    afterId = rows.at(-1)!.id;
  }
  return withSharedPassColumns({ ...index, version });
}
