import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_FLAG } from '../../server/catalogue/dimensions.ts';
import type { ActiveFilters } from '../../server/catalogue/facet-types.ts';
import { buildFacetIndex } from '../../server/catalogue/index-patch.ts';
import { passColumnsOf } from '../../server/catalogue/pass-threads.ts';
import type { ShareAnswer, ShareRequest } from '../../server/catalogue/pass-worker.ts';
import { passRows } from '../../server/catalogue/row-pass.ts';
import { car } from '../../server/catalogue/testing/random-catalogue.ts';
import { lookups } from '../../server/catalogue/testing/small-catalogue.ts';
import { trimFailures } from '../../server/catalogue/trim-failures.ts';
import { freePort } from '../../server/firebase/free-port.ts';
import { projectPath, projectRoot } from '../../server/runtime-files.ts';

// `npm run serve` runs the server from its production build, one bundle in dist/server, without
// tsx: every file it reads outside its code (the SDL, the migrations, the SPA) and the index's
// build worker must be found from there. This starts that build on a fresh embedded database.
let server: ChildProcess | undefined;
let dataDir = '';
let url = '';
const output: string[] = [];

beforeAll(async () => {
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: projectRoot, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  dataDir = await mkdtemp(join(tmpdir(), 'ola-production-build-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, SEED_CARS: '12', AUTH_SECRET: 'p'.repeat(40), PUBLIC_URL: url, LOG_LEVEL: 'warn' };
  server = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const started = performance.now();
  while ((await fetch(`${url}/readyz`).then((response) => response.status, () => 0)) !== 200) {
    if (performance.now() - started > 90_000 || server.exitCode !== null) throw new Error(`the built server never became ready:\n${output.join('')}`);
    await delay(100);
  }
}, 120_000);

afterAll(async () => {
  // The server writes its database until it has exited: its folder is removed after that.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the production build of the server', () => {
  it('migrates, seeds, builds the catalogue index in its worker and answers the catalogue over GraphQL', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getListingCars(filter: { limit: 3 }) { count cars { slug title } } }' }),
    });
    const { data } = (await response.json()) as { data: { getListingCars: { count: number; cars: { slug: string; title: string }[] } } };
    expect(data.getListingCars.count).toBeGreaterThan(0);
    expect(data.getListingCars.cars).toHaveLength(3);
    expect(output.join('')).not.toMatch(/"level":(50|60)/);
  });

  it('starts the worker that passes a share of each large pass over rows from the build, and it answers as this thread would', async () => {
    const worker = new Worker(projectPath('dist/server/catalogue/pass-worker.mjs'));
    try {
      const answers = new Promise<ShareAnswer>((resolve) => worker.on('message', (message: ShareAnswer | 'ready') => message !== 'ready' && resolve(message)));
      await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      const index = buildFacetIndex(1, fc.sample(fc.tuple(...Array.from({ length: 100 }, (_, i) => car(i + 1))), { numRuns: 1, seed: 3 })[0]!, [], lookups);
      const filters: ActiveFilters = { values: [], ranges: { price: { min: 600_000, max: 2_000_000 } }, offer: OFFER_FLAG.hasOffer };
      const failedByTrim = trimFailures(index, filters);
      worker.postMessage({ id: 1, columns: passColumnsOf(index), filters, failedByTrim, counting: true, from: 32, to: index.size } satisfies ShareRequest);
      const answer = await answers;
      if (answer.error !== undefined) throw new Error(answer.error);
      expect(answer.counts).toEqual(passRows(index, filters, failedByTrim, true, { from: 32, to: index.size }));
    } finally {
      await worker.terminate();
    }
  });

  it('runs as plain Node, without the TypeScript loader', () => {
    expect(spawnSync('cat', [`/proc/${server!.pid}/cmdline`], { encoding: 'utf8' }).stdout.split('\0')).toEqual([process.execPath, 'dist/server/main.mjs', '']);
  });
});
