// npm run bench:slots [-- --requests 1000 --concurrency 4 --bookings 10000]
// getInspectionSlots for 31 days at one spot holding `bookings` bookings (past and coming, some
// released), over HTTP against the real server on PostgreSQL; then the same count as raw SQL.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { loadFromWorker } from './http-load.ts';
import { measure, percentiles, printTable } from './measure.ts';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '4' }, bookings: { type: 'string', default: '10000' } } });
const TARGET_P95_MS = 25;
const INSPECTORS = 3;
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const bookings = Number(args.bookings);

// A small catalogue is enough: the slots read spots and bookings only.
process.env.BENCH_DATABASE_NAME ??= 'ola_bench_slots';
const { server, databaseUrl } = await startBenchServer(200);
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });

/** `count` bookings at the spot: every inspector-hour of the working hours, newest first, over the past year and the coming month. */
async function fillBookings(spotId: number, count: number) {
  await pool.query('delete from inspection_bookings where spot_id = $1', [spotId]);
  await pool.query('update spots set inspectors = $2 where id = $1', [spotId, INSPECTORS]);
  await pool.query(
    `insert into inspection_bookings (spot_id, inspector, starts_at, place, purpose, released_at)
     select $1, inspector, hour, 'SPOT', 'SELL_INSPECTION', case when random() < 0.1 then now() end
     from generate_series(date_trunc('hour', now()) + interval '31 days', date_trunc('hour', now()) - interval '500 days', interval '-1 hour') as hour,
          generate_series(1, $3::int) as inspector
     where extract(hour from hour at time zone 'America/Santo_Domingo') between 8 and 16
       and extract(isodow from hour at time zone 'America/Santo_Domingo') <= 6
     limit $2`,
    [spotId, count, INSPECTORS],
  );
  await pool.query('analyze inspection_bookings');
}

const query = `query slots($filter: InspectionSlotsInput!) { getInspectionSlots(input: $filter) { startsAt endsAt available spotId } }`;
try {
  const { rows: spots } = await pool.query<{ id: number }>('select id from spots order by id limit 1');
  const spotId = spots[0]!.id;
  await fillBookings(spotId, bookings);
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Santo_Domingo' });
  const input = { range: { from: tomorrow, days: 31 }, place: 'SPOT', spotId: String(spotId) };
  const inputs = Array.from({ length: requests }, () => input);
  const load = (items: unknown[]) => loadFromWorker({ url: `${server.url}/graphql`, query, filters: items, concurrency });
  await load(inputs.slice(0, 100));
  const api = await load(inputs);
  const countSql = `select starts_at, count(*) from inspection_bookings where spot_id = $1 and released_at is null and starts_at >= $2::date and starts_at < $2::date + 31 group by starts_at`;
  const raw = await measure(inputs.slice(0, 500), concurrency, async () => void (await pool.query(countSql, [spotId, tomorrow])));
  const { rows: held } = await pool.query<{ count: string }>('select count(*) from inspection_bookings where spot_id = $1', [spotId]);
  console.log(`\n${Number(held[0]!.count).toLocaleString('en-US')} bookings at the spot, 31 days asked, concurrency ${concurrency}, times in ms`);
  printTable([
    { name: 'API getInspectionSlots', ...api },
    { name: 'raw SQL (the count)', ...raw },
  ]);
  const apiP95 = percentiles(api.durations).p95;
  console.log(`API p95 ${apiP95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS}); API/raw SQL ratio at p95: ${(apiP95 / percentiles(raw.durations).p95).toFixed(2)}`);
  if (apiP95 > TARGET_P95_MS) process.exitCode = 1;
} finally {
  await pool.end();
  await server.close();
}
