// npm run bench:soak [-- --seconds 60 --rate 100 --connections 8 --cars 100000 --record]
// SECURITY.md row 12: a fixed rate of catalogue requests for a minute, from autocannon in its own
// worker thread, against the production server on PostgreSQL. Passes with 0 connection errors,
// 0 non-2xx answers, 0 GraphQL errors and a p99 at most twice the stored baseline's (`--record`
// stores this run's figures as the new baseline).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { catalogueFor } from '../server/catalogue/registry.ts';
import { listingQuery, startBenchServer } from './bench-server.ts';
import { filterMix, readSlugs } from './catalogue-mix.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '100' },
    connections: { type: 'string', default: '8' },
    cars: { type: 'string', default: '100000' },
    record: { type: 'boolean', default: false },
  },
});
// How much slower than the stored baseline p99 may be before the run fails (loopback timing is noisy).
const MAX_SLOWDOWN = 2;
const baselineFile = fileURLToPath(new URL('./baselines/soak.json', import.meta.url));
type Baseline = { p99Ms: number; rate: number; seconds: number; recordedOn: string };

const { server, database, databaseUrl } = await startBenchServer(Number(args.cars));
// The facet index is built before the clock starts, as a running instance has it.
await catalogueFor(database.db).rebuild();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
try {
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'identity', country: 'DO' };
  const requests = filterMix(await readSlugs(pool), 500, 11).map((filter) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers,
    body: JSON.stringify({ query: listingQuery, variables: { filter } }),
  }));
  const result = await autocannon({
    url: server.url,
    workers: 1,
    connections: Number(args.connections),
    overallRate: Number(args.rate),
    duration: Number(args.seconds),
    requests,
    // With workers, autocannon takes the checker as a file path; its types know only the function form.
    verifyBody: fileURLToPath(new URL('./soak-verify-body.cjs', import.meta.url)) as unknown as (body: unknown) => boolean,
  });
  const { latency, errors, timeouts, non2xx, mismatches } = result;
  console.log(`${result.requests.total} requests in ${args.seconds} s at ${args.rate} req/s (${args.connections} connections)`);
  console.log(`latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}`);
  console.log(`errors ${errors}, timeouts ${timeouts}, non-2xx ${non2xx}, GraphQL errors ${mismatches}`);
  const baseline = JSON.parse(await readFile(baselineFile, 'utf8').catch(() => 'null')) as Baseline | null;
  const slower = baseline ? latency.p99 / baseline.p99Ms : undefined;
  if (slower !== undefined) console.log(`p99 against the baseline of ${baseline!.recordedOn} (${baseline!.p99Ms} ms): ${slower.toFixed(2)}× (fails above ${MAX_SLOWDOWN}×)`);
  else console.log('no baseline yet: run with --record to store this one');
  if (slower !== undefined && slower > MAX_SLOWDOWN) process.exitCode = 1;
  if (args.record) {
    const recorded: Baseline = { p99Ms: latency.p99, rate: Number(args.rate), seconds: Number(args.seconds), recordedOn: new Date().toISOString().slice(0, 10) };
    await writeFile(baselineFile, `${JSON.stringify(recorded, null, 2)}\n`);
    console.log(`baseline recorded in ${baselineFile}`);
  }
  if (errors + timeouts + non2xx + mismatches > 0) process.exitCode = 1;
} finally {
  await pool.end();
  await server.close();
}
