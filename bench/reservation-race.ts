// npm run bench:races [-- --runs 30 --buyers 5]
// Races for one limited thing over HTTP against the real server on PostgreSQL (DATABASE_URL, or the
// local 127.0.0.1:5432/test server): each run fires the scenario's requests from `buyers` signed-in
// buyers at once and checks that exactly one wins and every other one gets the scenario's refusal,
// never a 5xx. Prints p50/p95/p99 of the winner's and of the losers' latency per scenario (SECURITY.md
// row 1: 20 reservations of one car, 50 bookings of one car's hour).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { postBodyFrom } from '../tests/api/support/client-address.ts';
import { percentiles } from './measure.ts';
import { benchBuyers, type Buyer } from './race-buyers.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' }, buyers: { type: 'string', default: '5' } } });
const runs = Number(args.runs);

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
  /** How many requests race in each run. */
  requests: number;
  /** The code every request but the winner's must get. */
  losingCode: string;
  /** Readies one run (which car, which hour) and answers the GraphQL operation and each racer's variables. */
  prepare(context: RaceContext): Promise<{ query: string; variables: (racer: number) => Record<string, unknown> }>;
  /** Undoes the winner's effect, so the next run races for the same thing again. */
  cleanUp(context: RaceContext, winner: Answer, winnerBuyer: Buyer): Promise<void>;
}

// Each request from a loopback address of its own, as buyers on their own networks: the per-address
// abuse limits (SECURITY.md row 17) would otherwise refuse a race's requests before they race.
let lastAddress = 0;
const nextAddress = () => {
  lastAddress = (lastAddress + 1) % 60_000;
  return `127.20.${Math.floor(lastAddress / 250)}.${1 + (lastAddress % 250)}`;
};

const graphql = async (url: string, query: string, variables: Record<string, unknown>, authorization: string): Promise<Answer> => {
  const { status, body } = await postBodyFrom<Answer['body']>(url, nextAddress(), { query, variables }, { authorization });
  return { status, body };
};

let raceCarId: number | undefined;

const scenarios: Scenario[] = [
  {
    name: 'reserveCar',
    requests: 20,
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
      const input = { carId: String(raceCarId), paymentToken: 'tok_visa' };
      return { query: 'mutation reserveCar($input: ReserveCarInput!) { reserveCar(input: $input) { id status } }', variables: () => ({ input }) };
    },
    async cleanUp({ url }, winner, winnerBuyer) {
      const id = winner.body.data?.reserveCar?.id;
      const cancelled = await graphql(url, 'mutation cancelPurchase($input: IdInput!) { cancelPurchase(input: $input) { status } }', { input: { id } }, winnerBuyer.authorization);
      if (cancelled.body.errors) throw new Error(`the winner's reservation could not be cancelled: ${JSON.stringify(cancelled.body.errors)}`);
    },
  },
  {
    name: 'scheduleTestDrive',
    requests: 50,
    losingCode: 'SLOT_TAKEN',
    async prepare({ url, pool }) {
      // As above: the booking limits (20 an hour per address) would refuse the benchmark's attempts.
      await pool.query("delete from rate_limit_counters where key like 'test-drive:%'");
      const { rows } = await pool.query<{ id: number }>(
        "select id from cars where status = 'AVAILABLE' and id <> $1 and not exists (select 1 from purchases where car_id = cars.id and status = 'RESERVED') order by id limit 1",
        [raceCarId ?? 0],
      );
      if (!rows[0]) throw new Error('no available car to book');
      const carId = String(rows[0].id);
      // The first hour on offer: a cancelled winner frees it, so every run races for the same hour.
      const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const slots = await graphql(url, 'query s($input: TestDriveSlotsInput!) { getTestDriveSlots(input: $input) { startsAt available } }', { input: { carId, range: { from, days: 14 }, place: 'SPOT' } }, '');
      const open = (slots.body.data?.getTestDriveSlots as unknown as { startsAt: string; available: boolean }[] | undefined)?.find((slot) => slot.available);
      if (!open) throw new Error('no hour on offer to race for');
      // A person of their own per racer: the booking limits also count per e-mail.
      const person = (racer: number) => ({ name: 'Ana', lastName: 'Pérez', email: `racer-${racer}@example.com`, phone: '8095550123', documentId: '00112345678' });
      return {
        query: 'mutation scheduleTestDrive($input: ScheduleTestDriveInput!) { scheduleTestDrive(input: $input) { id } }',
        variables: (racer) => ({ input: { carId, slotStartsAt: open.startsAt, place: 'SPOT', person: person(racer), monthlySalary: 85_000 } }),
      };
    },
    async cleanUp({ url }, winner, winnerBuyer) {
      const id = winner.body.data?.scheduleTestDrive?.id;
      const cancelled = await graphql(url, 'mutation cancelTestDrive($input: IdInput!) { cancelTestDrive(input: $input) { status } }', { input: { id } }, winnerBuyer.authorization);
      if (cancelled.body.errors) throw new Error(`the winner's test drive could not be cancelled: ${JSON.stringify(cancelled.body.errors)}`);
    },
  },
];

/** One run: every racer's request at once; answers each latency, the winner's index and what went wrong. */
async function race(context: RaceContext, scenario: Scenario, buyers: Buyer[]) {
  const { query, variables } = await scenario.prepare(context);
  const racers = Array.from({ length: scenario.requests }, (_, index) => buyers[index % buyers.length]!);
  const results = await Promise.all(
    racers.map(async (buyer, racer) => {
      const started = performance.now();
      const answer = await graphql(context.url, query, variables(racer), buyer.authorization);
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
  console.log(`\n${runs} runs per scenario, from ${buyers.length} buyers at once, times in ms`);
  console.log(`${'scenario'.padEnd(18)}${'who'.padEnd(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'n'.padStart(7)}`);
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
      console.log(`${scenario.name.padEnd(18)}${who.padEnd(8)}${format(p50)}${format(p95)}${format(p99)}${String(durations.length).padStart(7)}`);
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
