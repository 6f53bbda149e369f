import { count, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { skipCarRequestMatching } from '../db/queries/car-requests.ts';
import { cars } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { buildCarContext } from './cars/context.ts';
import { type CarDraft, draftCar } from './cars/draft.ts';
import { ensureCataloguePictures } from './pictures.ts';
import { insertCars } from './cars/insert.ts';
import { Random } from './random.ts';
import { seedLookups } from './reference/lookups.ts';
import { seedFaqs } from './reference/faqs.ts';
import { seedFinancingPlans } from './reference/financing-plans.ts';
import { seedCountrySettings } from './reference/settings.ts';
import { seedVehicles } from './reference/vehicles.ts';
import { interruptedSeed, markSeedFinished, markSeedStarted } from './seed-marker.ts';

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

const carCount = async (db: Db) => (await db.select({ value: count() }).from(cars))[0]?.value ?? 0;

async function insertCatalogue(db: Db, { seed = 1, cars: total = DEFAULT_CAR_COUNT, reset = false, onProgress }: SeedOptions): Promise<void> {
  if (reset) await db.execute(sql`truncate table ${cars} restart identity cascade`);
  // Invented cars are no arrivals: matching them cost a join per batch and an e-mail per request.
  await skipCarRequestMatching(db);
  const countryIds = await seedCountrySettings(db);
  await seedFinancingPlans(db, countryIds);
  await seedFaqs(db, countryIds);
  const lookups = await seedLookups(db, countryIds);
  const context = buildCarContext(await seedVehicles(db, lookups), lookups);
  const offset = await carCount(db);
  const random = new Random(seed + offset);
  for (let done = 0; done < total; done += CARS_PER_BATCH) {
    const batch: CarDraft[] = [];
    for (let serial = offset + done + 1; serial <= offset + Math.min(total, done + CARS_PER_BATCH); serial++) {
      batch.push(draftCar(random, context, serial));
    }
    await insertCars(db, batch, lookups);
    onProgress?.(Math.min(total, done + CARS_PER_BATCH), total);
  }
}

/**
 * Reference data plus `cars` invented cars, with their pictures drawn if not drawn yet. All rows
 * go in one transaction, so a seed killed part-way leaves the catalogue as it was (a reset
 * included), never a part of it; the marker file tells the next start that it happened.
 */
export async function seedCatalogue({ db }: Database, options: SeedOptions): Promise<{ cars: number }> {
  const { seed = 1, cars: total = DEFAULT_CAR_COUNT } = options;
  await markSeedStarted(options.dataDir, { cars: total, seed });
  await db.transaction((tx) => insertCatalogue(tx, options));
  // Fresh statistics, or the planner ignores the new indexes (trigram search included) after a bulk load.
  await db.execute(sql`analyze`);
  await ensureCataloguePictures(db, options.dataDir);
  await markSeedFinished(options.dataDir);
  return { cars: total };
}

/**
 * Seeds the default catalogue unless cars exist already; answers whether it seeded.
 * With cars present it still completes the reference data and draws any missing pictures, e.g. for a
 * fresh data folder on a shared database, or after a seed killed while drawing them.
 */
export async function seedIfEmpty(database: Database, options: Omit<SeedOptions, 'reset'>, logger: Pick<Logger, 'warn'>): Promise<boolean> {
  const interrupted = await interruptedSeed(options.dataDir);
  // Nothing of it needs undoing (its rows were one transaction, its pictures are written aside and
  // renamed), but an operator should know the first start did not go as planned.
  if (interrupted) logger.warn({ interrupted }, 'an interrupted seed was found; it is done again');
  if ((await carCount(database.db)) > 0) {
    // Reference data a later release added (the financing plans, the help centre) reaches a database seeded before it.
    const countryIds = await seedCountrySettings(database.db);
    await seedFinancingPlans(database.db, countryIds);
    await seedFaqs(database.db, countryIds);
    await ensureCataloguePictures(database.db, options.dataDir);
    await markSeedFinished(options.dataDir);
    return false;
  }
  await seedCatalogue(database, options);
  return true;
}
