// npm run bench:catalogue [-- --requests 2000 --sql-requests 400 --concurrency 4 --cars 100000]
// At 500,000 cars and more the SQL comparison is skipped unless --sql-requests asks for some: plain
// SQL takes minutes a request there on the 2-core machine while it shares the cores.
// Also prints the API at concurrency 1 and 2 (500 requests each) to show the latency curve, and the
// rows of issue 17: slider filters never cached, one edit a second under load, how long until two
// instances both list an edit, the wait for a started instance to be ready, and memory.
// The database is BENCH_DATABASE_NAME (default ola_bench) on the server of DATABASE_URL.
// getListingCars over HTTP against the real server on PostgreSQL, then the same filters as raw SQL
// (the first --sql-requests of the mix: plain SQL takes hundreds of milliseconds per request here).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { catalogueFor } from '../server/catalogue/registry.ts';
import { listingQuery as query, startBenchServer } from './bench-server.ts';
import { editEvery, freshness, sampleMemory, sliderFilters } from './catalogue-edits.ts';
import { consoleCreation, consoleFreshness } from './console-freshness.ts';
import { measureBuiltInstance } from './built-instance-rows.ts';
import { loadFromWorker } from './http-load.ts';
import { type BenchFilter, filterMix, readSlugs } from './catalogue-mix.ts';
import { rawListingSql } from './catalogue-raw-sql.ts';
import { measure, percentiles, printTable } from './measure.ts';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '2000' }, 'sql-requests': { type: 'string' }, concurrency: { type: 'string', default: '4' }, cars: { type: 'string', default: '100000' } } });
const cars = Number(args.cars);
const atScale = cars >= 500_000;
// Issue 17's targets at 4 in flight: at a million cars p95 ≤ 50 ms for the mix and ≤ 60 ms for
// sliders; at 100,000, p95 ≤ 15 ms; at any size one edit a second keeps p99 ≤ 150 ms and every
// request under 1 s, and the instance stays within 600 MiB.
const TARGETS = { mixP95: atScale ? 50 : 15, slidersP95: atScale ? 60 : Infinity, editsP99: 150, editsMax: 1000, memoryMiB: 600, freshMs: 1000 };
const TARGET_RATIO = 1.5;
const [WARM_UP_REQUESTS, WARM_UP_SEED] = [2000, 8];
const sqlRequests = Number(args['sql-requests'] ?? (atScale ? 0 : 400));
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const memory = sampleMemory();
const { server, database, databaseUrl, dataDir } = await startBenchServer(cars);
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
let second: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const buildStarted = performance.now();
  const index = await catalogueFor(database.db).rebuild();
  console.log(`facet index: ${index.listed.toLocaleString('en-US')} listed cars built in ${((performance.now() - buildStarted) / 1000).toFixed(2)} s`);

  const slugs = await readSlugs(pool);
  const filters = filterMix(slugs, requests);
  const sendSql = async (filter: BenchFilter) => void (await pool.query(rawListingSql(filter)));
  const load = (requests: BenchFilter[]) => loadFromWorker({ url: `${server.url}/graphql`, query, filters: requests, concurrency });
  await measure(filters.slice(0, Math.min(50, sqlRequests)), concurrency, sendSql);
  // A server measured as it runs, warm: V8 compiles its paths over the first thousands of requests.
  // The warm-up is the same mix drawn with another seed, so it caches none of the measured requests
  // except as visitors repeat one another (decision 64).
  await load(filterMix(slugs, WARM_UP_REQUESTS, WARM_UP_SEED));

  const api = await load(filters);
  // The curve below the measured concurrency: on 2 cores, 4 in flight includes queueing.
  const lower = [1, 2].filter((level) => level < concurrency);
  const curve = [];
  for (const level of lower) {
    curve.push({ name: `API, concurrency ${level}`, ...(await loadFromWorker({ url: `${server.url}/graphql`, query, filters: filters.slice(0, 500), concurrency: level })) });
  }
  const sliders = sliderFilters(Math.min(requests, 1000));
  const uncached = await load(sliders);
  // One edit a second while the mix runs: each is patched into the index between requests.
  const loading = load(filters);
  const edits = editEvery(pool, 1000, loading);
  const underEdits = await loading;
  const oneInstance = memory.read();
  console.log(`${await edits} edits during the load; memory of this process (an instance through tsx, the load generator's thread): ${oneInstance.now.toFixed(0)} MiB now, ${oneInstance.peak.toFixed(0)} MiB peak since start`);

  // A full rebuild while the old index answers (a reference table changed): the issue asks that memory not double.
  const steady = memory.read().now;
  memory.resetPeak();
  const rebuildStarted = performance.now();
  await catalogueFor(database.db).rebuild();
  const duringRebuild = memory.read().peak;
  console.log(`a full rebuild while serving took ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s: RSS ${steady.toFixed(0)} MiB before, peak ${duringRebuild.toFixed(0)} MiB during (${(duringRebuild / steady).toFixed(2)}×; target: no doubling, ≤ 600 MiB steady)`);

  // A second instance on the same database, in this process: time until it is ready, then freshness.
  const starting = performance.now();
  second = await startBenchServer(cars);
  while ((await fetch(`${second.server.url}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
  console.log(`second instance: ready ${((performance.now() - starting) / 1000).toFixed(2)} s after it started (migrations, seed check, index build)`);
  const fresh = (await freshness(pool, [server.url, second.server.url], 10)).sort((a, b) => a - b);
  console.log(`an edit listed by both instances after: median ${fresh[5]!.toFixed(0)} ms, max ${fresh.at(-1)!.toFixed(0)} ms (target ≤ 1000)`);
  // The same through the staff console's API: an operator on the first instance hides a car, then shows it again.
  const { hidden, shown } = await consoleFreshness(pool, database.db, [server.url, second.server.url], 10);
  console.log(`a car taken off sale by an operator, gone from both instances' listings after: median ${hidden[5]!.toFixed(0)} ms, max ${hidden.at(-1)!.toFixed(0)} ms; put back: median ${shown[5]!.toFixed(0)} ms, max ${shown.at(-1)!.toFixed(0)} ms (target ≤ 1000)`);
  // A car created in the console (createCar on the first instance), listed by both.
  const created = await consoleCreation(pool, database.db, [server.url, second.server.url], 10);
  console.log(`a car created by an operator, listed by both instances after: median ${created[5]!.toFixed(0)} ms, max ${created.at(-1)!.toFixed(0)} ms (target ≤ 1000)`);

  // Memory as production runs an instance: its build under plain Node in a process of its own,
  // through the same warm-up, then the mix with one edit a second, then a full rebuild while serving.
  // The second instance is done with: it would rebuild beside it on the two cores.
  await second.server.close();
  second = undefined;
  const built = await measureBuiltInstance({ databaseUrl, dataDir, pool, filters, concurrency });
  const { underEdits: builtUnderEdits, steady: instance, rebuild } = built;
  console.log(`one instance as production runs it (npm run serve, a process of its own), after the mix with one edit a second: RSS ${instance.now.toFixed(0)} MiB, peak ${instance.peak.toFixed(0)} MiB`);
  console.log(`its full rebuild while serving took ${rebuild.seconds.toFixed(1)} s: RSS ${rebuild.before.toFixed(0)} MiB before, peak ${rebuild.peak.toFixed(0)} MiB during (${(rebuild.peak / rebuild.before).toFixed(2)}×; target: no doubling)`);

  const raw = await measure(filters.slice(0, sqlRequests), concurrency, sendSql);
  console.log(`\n${api.durations.length} API and ${raw.durations.length} SQL requests, concurrency ${concurrency}, times in ms`);
  printTable([
    { name: 'API getListingCars (HTTP)', ...api },
    ...(raw.durations.length > 0 ? [{ name: 'raw SQL (PostgreSQL)', ...raw }] : []),
    ...curve,
    { name: 'API, sliders never cached', ...uncached },
    { name: 'API, one edit a second', ...underEdits },
    { name: 'npm run serve instance, one edit a second', ...builtUnderEdits },
  ]);
  const { now, peak } = memory.read();
  console.log(`memory (RSS, both instances and the load generator's threads): ${now.toFixed(0)} MiB now, ${peak.toFixed(0)} MiB peak`);
  // The targets: the run fails when one is missed.
  const checks = [
    { name: 'bench mix p95', value: percentiles(api.durations).p95, target: TARGETS.mixP95, unit: 'ms' },
    { name: 'sliders p95', value: percentiles(uncached.durations).p95, target: TARGETS.slidersP95, unit: 'ms' },
    { name: 'one edit a second p99', value: percentiles(underEdits.durations).p99, target: TARGETS.editsP99, unit: 'ms' },
    { name: 'one edit a second max', value: Math.max(...underEdits.durations), target: TARGETS.editsMax, unit: 'ms' },
    { name: 'one instance RSS (npm run serve)', value: instance.now, target: TARGETS.memoryMiB, unit: 'MiB' },
    { name: 'its peak during a rebuild, times its steady RSS', value: rebuild.peak / rebuild.before, target: 2, unit: '×' },
    { name: 'an edit on both instances, max', value: fresh.at(-1)!, target: TARGETS.freshMs, unit: 'ms' },
    { name: 'a car hidden from the console on both instances, max', value: hidden.at(-1)!, target: TARGETS.freshMs, unit: 'ms' },
    { name: 'a car created in the console on both instances, max', value: created.at(-1)!, target: TARGETS.freshMs, unit: 'ms' },
  ];
  if (raw.durations.length > 0) checks.push({ name: 'API/raw SQL ratio at p95', value: percentiles(api.durations).p95 / percentiles(raw.durations).p95, target: TARGET_RATIO, unit: '' });
  for (const { name, value, target, unit } of checks) {
    if (target === Infinity) continue;
    const met = value <= target;
    console.log(`${name}: ${value.toFixed(1)} ${unit} (target ≤ ${target}) ${met ? 'met' : 'MISSED'}`);
    if (!met) process.exitCode = 1;
  }
} finally {
  memory.stop();
  await pool.end();
  await second?.server.close();
  await server.close();
}
