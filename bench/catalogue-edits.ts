// The rows of issue 17 that need edits or a second instance: see bench/catalogue.ts.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { Random } from '../server/seed/random.ts';
import type { BenchFilter } from './catalogue-mix.ts';

/** Filters a slider makes: a price band of its own every time, so no cached summary can answer. */
export function sliderFilters(count: number, seed = 11): BenchFilter[] {
  const random = new Random(seed);
  return Array.from({ length: count }, () => {
    const min = 200_000 + random.int(0, 1_500_000);
    return { limit: 24, where: { price: { min, max: min + 100_000 + random.int(0, 2_000_000) } } };
  });
}

/** Edits one listed car's mileage every `everyMs` until `stop` resolves; returns how many. */
export async function editEvery(pool: pg.Pool, everyMs: number, stop: Promise<unknown>): Promise<number> {
  let edits = 0;
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    await pool.query(`update cars set mileage = mileage + 1 where id = (select id from cars where status = 'AVAILABLE' order by id offset ${(edits * 7919) % 5000} limit 1)`);
    edits++;
    await delay(everyMs);
  }
  return edits;
}

const countQuery = 'query count($filter: FilterInput) { getListingCars(filter: $filter) { count } }';
async function countOn(url: string, filter: BenchFilter): Promise<number> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: countQuery, variables: { filter } }) });
  return ((await response.json()) as { data: { getListingCars: { count: number } } }).data.getListingCars.count;
}

/**
 * Milliseconds from an edit's commit until every instance lists it: a car gets a mileage no car
 * has, and each instance is asked for that mileage (a filter never asked before) until it counts it.
 */
export async function freshness(pool: pg.Pool, urls: string[], rounds: number): Promise<number[]> {
  const took: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Below the check constraint's 1,000,000 and above what the seed gives, unused so far.
    let miles = 0;
    do miles = 990_000 + Math.floor(Math.random() * 10_000);
    while ((await pool.query(`select 1 from cars where mileage = ${miles}`)).rowCount);
    const filter = { limit: 1, where: { miles: { min: miles, max: miles } } };
    await pool.query(`update cars set mileage = ${miles} where id = (select id from cars where status = 'AVAILABLE' order by id offset ${round * 13} limit 1)`);
    const committed = performance.now();
    const waits = urls.map(async (url) => {
      while ((await countOn(url, filter)) === 0) await delay(5);
      return performance.now() - committed;
    });
    took.push(Math.max(...(await Promise.all(waits))));
  }
  return took;
}

/** The process's resident memory, sampled until stopped: steady (last) and peak, in MiB. */
export function sampleMemory(everyMs = 50) {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, everyMs);
  return {
    read: () => ({ now: process.memoryUsage().rss / 2 ** 20, peak: (sample(), peak / 2 ** 20) }),
    /** Starts the peak afresh, for the peak of one phase. */
    resetPeak: () => (peak = process.memoryUsage().rss),
    stop: () => clearInterval(timer),
  };
}
