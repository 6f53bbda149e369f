import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { serveDatabase } from '../server/http/start-server.ts';
import { createLogger } from '../server/logger.ts';
import { benchDatabaseUrl, openSeededDatabase } from './bench-database.ts';

// The card fields the SPA asks for, plus every facet and the bounds.
const facet = '{ slug name count }';
export const listingQuery = `query getListingCars($filter: FilterInput) { getListingCars(filter: $filter) {
  count cars { id slug title mainPicture year mileage certified listingPrice status { slug name } brand { name } carModel { name }
    curboSpot { name city { name } } priceInfo { monthlyPrice basePrice } offerData { hasOffer label discount originalPrice discountPercentage } }
  facets { categories ${facet} brand ${facet} carModel ${facet} bodyStyle ${facet} features ${facet} color ${facet} transmission ${facet}
    fuelType ${facet} driveTrain ${facet} curboSpot ${facet} offer ${facet} }
  bounds { price { min max } year { min max } miles { min max } } } }`;

/**
 * The production server on the benchmark's own PostgreSQL database (created and seeded with
 * `cars` cars when missing), on an ephemeral port, without the Firebase emulator.
 */
export async function startBenchServer(cars: number) {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  // Each benchmark may keep its own database (BENCH_DATABASE_NAME), so a small one need not seed 100,000 cars.
  const name = process.env.BENCH_DATABASE_NAME || 'ola_bench';
  const databaseUrl = await benchDatabaseUrl(serverUrl, name);
  const dataDir = process.env.DATA_DIR || join(process.cwd(), '.data', name === 'ola_bench' ? 'bench' : name);
  const database = await openSeededDatabase(databaseUrl, dataDir, cars);
  const config = loadConfig({
    PORT: '0', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_CARS: '0',
    // A benchmark signs no one in and mails no links; production only insists that both exist.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const server = await serveDatabase(database, config, createLogger(config), await mkdtemp(join(tmpdir(), 'ola-bench-spa-')));
  return { server, database, databaseUrl, dataDir };
}
