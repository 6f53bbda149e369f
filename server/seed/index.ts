import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cars } from '../db/schema/index.ts';
import { buildCarContext } from './cars/context.ts';
import { type CarDraft, draftCar } from './cars/draft.ts';
import { ensureCataloguePictures } from './pictures.ts';
import { insertCars } from './cars/insert.ts';
import { Random } from './random.ts';
import { seedLookups } from './reference/lookups.ts';
import { seedCountrySettings } from './reference/settings.ts';
import { seedVehicles } from './reference/vehicles.ts';

export interface SeedOptions {
  dataDir: string;
  /** The same seed gives the same catalogue. */
  seed?: number;
  cars?: number;
  /** Deletes every car (and what refers to one) first; reference data is kept and completed. */
  reset?: boolean;
  onProgress?: (inserted: number, total: number) => void;
}

export const DEFAULT_CAR_COUNT = 320;
// Large enough to amortise round trips, small enough to stay under the parameter limit.
const CARS_PER_BATCH = 500;

/** Reference data plus `cars` invented cars, with their pictures drawn if not drawn yet. */
export async function seedCatalogue({ db }: Database, options: SeedOptions): Promise<{ cars: number }> {
  const { seed = 1, cars: total = DEFAULT_CAR_COUNT, reset = false } = options;
  if (reset) await db.execute(sql`truncate table ${cars} restart identity cascade`);
  const countryIds = await seedCountrySettings(db);
  const lookups = await seedLookups(db, countryIds);
  const context = buildCarContext(await seedVehicles(db, lookups), lookups);
  const [existing] = await db.select({ value: count() }).from(cars);
  const offset = existing?.value ?? 0;
  const random = new Random(seed + offset);
  for (let done = 0; done < total; done += CARS_PER_BATCH) {
    const batch: CarDraft[] = [];
    for (let serial = offset + done + 1; serial <= offset + Math.min(total, done + CARS_PER_BATCH); serial++) {
      batch.push(draftCar(random, context, serial));
    }
    await insertCars(db, batch, lookups);
    options.onProgress?.(Math.min(total, done + CARS_PER_BATCH), total);
  }
  // Fresh statistics, or the planner ignores the new indexes (trigram search included) after a bulk load.
  await db.execute(sql`analyze`);
  await ensureCataloguePictures(db, options.dataDir);
  return { cars: total };
}

/**
 * Seeds the default catalogue unless cars exist already; answers whether it seeded.
 * With cars present it still draws any missing pictures, e.g. for a fresh data folder on a shared database.
 */
export async function seedIfEmpty(database: Database, options: Omit<SeedOptions, 'reset'>): Promise<boolean> {
  const [existing] = await database.db.select({ value: count() }).from(cars);
  if ((existing?.value ?? 0) > 0) {
    await ensureCataloguePictures(database.db, options.dataDir);
    return false;
  }
  await seedCatalogue(database, options);
  return true;
}
