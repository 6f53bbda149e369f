import type { Db } from '../db/client.ts';
import { loadIndexedCars, loadTrimFeatures, readCatalogueVersion } from '../db/queries/cars-index.ts';
import { loadCarLookups } from '../db/queries/cars-lookups.ts';
import { catalogueLookups } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import { buildFacetIndex } from './index-patch.ts';

/**
 * Reads the catalogue into a facet index. The version is read first: a change committed while
 * loading leaves the index at an older version than its data, which at worst costs one extra rebuild.
 */
export async function loadFacetIndex(db: Db): Promise<FacetIndex> {
  const version = await readCatalogueVersion(db);
  const lookups = catalogueLookups(await loadCarLookups(db));
  const rows = await loadIndexedCars(db);
  const trimFeatures = await loadTrimFeatures(db);
  return buildFacetIndex(version, rows, trimFeatures, lookups);
}
