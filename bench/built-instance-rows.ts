// The rows of bench:catalogue measured on one instance as production runs it (built-instance.ts):
// its memory after the mix with one edit a second, and through a full rebuild while it serves.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { listingQuery as query } from './bench-server.ts';
import { startBuiltInstance } from './built-instance.ts';
import { editEvery } from './catalogue-edits.ts';
import type { BenchFilter } from './catalogue-mix.ts';
import { loadFromWorker } from './http-load.ts';

interface Options {
  databaseUrl: string;
  dataDir: string;
  pool: pg.Pool;
  filters: BenchFilter[];
  concurrency: number;
}

const readyzStatus = (url: string) => fetch(`${url}/readyz`).then((response) => response.status, () => 0);

/**
 * Until the instance has rebuilt after a change to every car: /readyz turns 503 once the index has
 * trailed the change for a second and 200 again when the new index answers (a build under a
 * second never turns it).
 */
async function rebuilt(url: string): Promise<void> {
  const asked = performance.now();
  while ((await readyzStatus(url)) === 200 && performance.now() - asked < 2_000) await delay(20);
  while ((await readyzStatus(url)) !== 200) await delay(20);
}

export async function measureBuiltInstance({ databaseUrl, dataDir, pool, filters, concurrency }: Options) {
  const built = await startBuiltInstance(databaseUrl, dataDir);
  try {
    const load = (requests: BenchFilter[]) => loadFromWorker({ url: `${built.url}/graphql`, query, filters: requests, concurrency });
    await load(filters.slice(0, 200));
    const loading = load(filters);
    const edits = editEvery(pool, 1000, loading);
    const underEdits = await loading;
    await edits;
    const steady = built.memory();
    // A reference table changed (a colour's name, here to itself): every instance rebuilds its whole
    // index in its worker while the old one answers the mix.
    built.resetPeak();
    const started = performance.now();
    await pool.query('update colors set name = name where id = (select min(id) from colors)');
    const serving = load(filters.slice(0, 500));
    await rebuilt(built.url);
    const rebuildSeconds = (performance.now() - started) / 1000;
    await serving;
    return { underEdits, steady, rebuild: { seconds: rebuildSeconds, before: steady.now, peak: built.memory().peak } };
  } finally {
    built.stop();
  }
}
