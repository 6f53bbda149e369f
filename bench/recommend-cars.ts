// npm run bench:recommend [-- --requests 2000 --concurrency 4 --cars 100000]
// recommendCars over HTTP against the real server on PostgreSQL, with a deterministic mix of
// finder preferences (categories, body style or none, price, year, mileage), as the finder sends them.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { catalogueFor } from '../server/catalogue/registry.ts';
import { Random } from '../server/seed/random.ts';
import { startBenchServer } from './bench-server.ts';
import { readSlugs } from './catalogue-mix.ts';
import { loadFromWorker } from './http-load.ts';
import { percentiles, printTable } from './measure.ts';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '4' }, cars: { type: 'string', default: '100000' } } });
const TARGET_P95_MS = 30;
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);

// The card fields the finder's results show, for the main car and the others.
const card = '{ id slug title mainPicture year mileage certified listingPrice status { slug } brand { name } carModel { name } priceInfo { monthlyPrice } offerData { hasOffer label } }';
const query = `query recommendCars($filter: RecommendationInput!) { recommendCars(input: $filter) { main ${card} others ${card} matching mainMatches } }`;

/** What visitors answer in the five steps: up to 4 categories, a body style or none, ranges that are sometimes left open. */
function preferenceMix(slugs: Awaited<ReturnType<typeof readSlugs>>, count: number, seed = 11) {
  const random = new Random(seed);
  const some = <T>(values: T[], most: number) => Array.from({ length: random.int(0, most) }, () => values[random.int(0, values.length - 1)]!);
  return Array.from({ length: count }, () => {
    const minPrice = random.int(4, 30) * 100_000;
    const minYear = random.int(2008, 2022);
    return {
      categories: [...new Set(some(slugs.categories, 4))],
      bodyStyle: random.int(0, 2) === 0 ? null : slugs.bodyStyles[random.int(0, slugs.bodyStyles.length - 1)],
      price: random.int(0, 4) === 0 ? null : { min: minPrice, max: minPrice + random.int(5, 30) * 100_000 },
      year: random.int(0, 3) === 0 ? null : { min: minYear, max: random.int(0, 1) === 0 ? null : minYear + random.int(1, 6) },
      maxMileage: random.int(0, 3) === 0 ? null : random.int(2, 15) * 10_000,
    };
  });
}

// Its own database, so a run never races another benchmark's seeding.
process.env.BENCH_DATABASE_NAME ??= 'ola_bench_recommend';
const { server, database, databaseUrl } = await startBenchServer(Number(args.cars));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  const index = await catalogueFor(database.db).rebuild();
  const preferences = preferenceMix(await readSlugs(pool), requests);
  const load = (items: unknown[], level = concurrency) => loadFromWorker({ url: `${server.url}/graphql`, query, filters: items, concurrency: level });
  await load(preferences.slice(0, 200));
  const api = await load(preferences);
  const single = await load(preferences.slice(0, 500), 1);
  const distinct = new Set(preferences.map((item) => JSON.stringify(item))).size;
  console.log(`\n${index.size.toLocaleString('en-US')} listed cars; ${api.durations.length} requests (${distinct} distinct preferences), times in ms`);
  printTable([
    { name: `API recommendCars, concurrency ${concurrency}`, ...api },
    { name: 'API recommendCars, concurrency 1', ...single },
  ]);
  const apiP95 = percentiles(api.durations).p95;
  console.log(`API p95 ${apiP95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS}); ratio to target ${(apiP95 / TARGET_P95_MS).toFixed(2)}`);
  if (apiP95 > TARGET_P95_MS) process.exitCode = 1;
} finally {
  await pool.end();
  await server.close();
}
