import type { Db } from '../db/client.ts';
import { loadIndexedCars, loadTrimFeatures, readCatalogueChanges } from '../db/queries/cars-index.ts';
import { fullBuild } from './full-build.ts';
import type { FacetIndex } from './facet-index.ts';
import { patchFacetIndex, rowsOfCars } from './index-patch.ts';

/** Past this many cars in one catch-up (a bulk load), a full build costs about as much as patching. */
export const MOST_CARS_PATCHED = 50_000;

/** A newer index, and when it is a patch of the one before, the rows it wrote. */
export interface CaughtUp {
  index: FacetIndex;
  changedRows?: Uint32Array;
}

/**
 * `index` brought up to the newest committed change: the change feed after its version names the
 * cars, whose current rows are read and patched in. A full build instead when the feed cannot say
 * what changed: a reference table changed (every car), or the next version was pruned (this
 * instance was away longer than the feed keeps). Patching re-reads each car as it is now, so a
 * change seen twice, or committed between the two reads, is applied right.
 */
export async function catchUp(db: Db, index: FacetIndex): Promise<CaughtUp> {
  const changes = await readCatalogueChanges(db, index.version);
  const carIds = new Set<number>();
  for (const { carId } of changes) if (carId !== null) carIds.add(carId);
  const whole = changes[0]?.version !== index.version + 1 || changes.some(({ carId }) => carId === null) || carIds.size > MOST_CARS_PATCHED;
  if (whole) return { index: await fullBuild(db) };
  const rows = await loadIndexedCars(db, { carIds: [...carIds] });
  const trimFeatures = await loadTrimFeatures(db, [...new Set(rows.map((row) => row.trim_id))]);
  const patched = patchFacetIndex(index, { version: changes.at(-1)!.version, carIds, rows, trimFeatures });
  return { index: patched, changedRows: rowsOfCars(patched, carIds) };
}
