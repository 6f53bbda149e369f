// npm run bench:races [-- --runs 30 --buyers 5 --requests 20]
// Races for one limited thing over HTTP against the real server on PostgreSQL (DATABASE_URL, or the
// local 127.0.0.1:5432/test server): each run fires `requests` requests from `buyers` signed-in buyers
// at once and checks that exactly one wins and every other one gets the scenario's refusal, never a
// 5xx. Prints p50/p95/p99 of the winner's and of the losers' latency per scenario. A scenario is one
// entry of `scenarios` below: the test drives' booking race joins as a second entry.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { percentiles } from './measure.ts';
import { benchBuyers, type Buyer } from './race-buyers.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' }, buyers: { type: 'string', default: '5' }, requests: { type: 'string', default: '20' } } });
const runs = Number(args.runs);
const requests = Number(args.requests);

interface RaceContext {
  url: string;
  pool: pg.Pool;
}

/** One answer of a racing request, as the scenario reads it. */
interface Answer {
  status: number;
  body: { data?: Record<string, { id?: string } | null> | null; errors?: { extensions?: { code?: string } }[] };
}

interface Scenario {
  name: string;
  /** The code every request but the winner's must get. */
  losingCode: string;
  /** Readies one run (which car, which hour) and answers the GraphQL operation and variables every racer sends. */
  prepare(context: RaceContext): Promise<{ query: string; variables: Record<string, unknown> }>;
  /** Undoes the winner's effect, so the next run races for the same thing again. */
  cleanUp(context: RaceContext, winner: Answer, winnerBuyer: Buyer): Promise<void>;
}

const graphql = async (url: string, query: string, variables: Record<string, unknown>, authorization: string): Promise<Answer> => {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

let raceCarId: number | undefined;

const scenarios: Scenario[] = [
  {
    name: 'reserveCar',
    losingCode: 'CAR_NOT_AVAILABLE',
    async prepare({ pool }) {
      // The counters of the reserve limits (10 a day per buyer, 30 per address) would refuse a
      // benchmark's hundreds of attempts from one address: it measures the race, not the limits.
      await pool.query("delete from rate_limit_counters where key like 'reserve:%'");
      if (raceCarId === undefined) {
        const { rows } = await pool.query<{ id: number }>(
          "select id from cars where status = 'AVAILABLE' and not exists (select 1 from purchases where car_id = cars.id and status in ('RESERVED', 'IN_PROGRESS')) order by id limit 1",
        );
        if (!rows[0]) throw new Error('no available car to race for');
        raceCarId = rows[0].id;
      }
      return { query: 'mutation reserveCar($input: ReserveCarInput!) { reserveCar(input: $input) { id status } }', variables: { input: { carId: String(raceCarId), paymentToken: 'tok_visa' } } };
    },
    async cleanUp({ url }, winner, winnerBuyer) {
      const id = winner.body.data?.reserveCar?.id;
      const cancelled = await graphql(url, 'mutation cancelPurchase($input: IdInput!) { cancelPurchase(input: $input) { status } }', { input: { id } }, winnerBuyer.authorization);
      if (cancelled.body.errors) throw new Error(`the winner's reservation could not be cancelled: ${JSON.stringify(cancelled.body.errors)}`);
    },
  },
  // The test drives' booking race (50 buyers, one car's hour, SLOT_TAKEN) is the next entry here.
];

/** One run: every racer's request at once; answers each latency, the winner's index and what went wrong. */
async function race(context: RaceContext, scenario: Scenario, buyers: Buyer[]) {
  const { query, variables } = await scenario.prepare(context);
  const racers = Array.from({ length: requests }, (_, index) => buyers[index % buyers.length]!);
  const results = await Promise.all(
    racers.map(async (buyer) => {
      const started = performance.now();
      const answer = await graphql(context.url, query, variables, buyer.authorization);
      return { buyer, answer, ms: performance.now() - started };
    }),
  );
  const winners = results.filter(({ answer }) => !answer.body.errors && answer.status === 200);
  const losers = results.filter((result) => !winners.includes(result));
  const problems = [
    ...(winners.length === 1 ? [] : [`${winners.length} winners`]),
    ...losers.flatMap(({ answer }) => {
      const code = answer.body.errors?.[0]?.extensions?.code;
      return answer.status >= 500 || code !== scenario.losingCode ? [`${answer.status} ${code}`] : [];
    }),
  ];
  if (winners[0]) await scenario.cleanUp(context, winners[0].answer, winners[0].buyer);
  return { winnerMs: winners.map(({ ms }) => ms), loserMs: losers.map(({ ms }) => ms), problems };
}

process.env.BENCH_DATABASE_NAME ??= 'ola_bench_races';
// A small catalogue is enough: a race reads one car.
const { server, databaseUrl } = await startBenchServer(200);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  const context = { url: server.url, pool };
  const buyers = await benchBuyers(server.url, pool, Number(args.buyers));
  const format = (value: number) => value.toFixed(1).padStart(8);
  console.log(`\n${runs} runs of ${requests} requests from ${buyers.length} buyers at once, times in ms`);
  console.log(`${'scenario'.padEnd(14)}${'who'.padEnd(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'n'.padStart(7)}`);
  for (const scenario of scenarios) {
    // One unmeasured run warms the connections and the prepared statements.
    await race(context, scenario, buyers);
    const winnerMs: number[] = [];
    const loserMs: number[] = [];
    const problems: string[] = [];
    for (let run = 0; run < runs; run += 1) {
      const outcome = await race(context, scenario, buyers);
      winnerMs.push(...outcome.winnerMs);
      loserMs.push(...outcome.loserMs);
      problems.push(...outcome.problems.map((problem) => `run ${run + 1}: ${problem}`));
    }
    for (const [who, durations] of [['winner', winnerMs], ['losers', loserMs]] as const) {
      const { p50, p95, p99 } = percentiles(durations);
      console.log(`${scenario.name.padEnd(14)}${who.padEnd(8)}${format(p50)}${format(p95)}${format(p99)}${String(durations.length).padStart(7)}`);
    }
    if (problems.length > 0) {
      console.log(`${scenario.name}: ${problems.length} broken promises (SECURITY.md row 1):\n  ${problems.slice(0, 20).join('\n  ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  await pool.end();
  await server.close();
}
