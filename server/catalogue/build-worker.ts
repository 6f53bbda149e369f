// The entry of the worker thread that builds whole indexes off the API's event loop (full-build.ts).
import { parentPort } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { loadFacetIndex } from './build-index.ts';
import { transferList } from './transfer-list.ts';

export interface BuildRequest {
  id: number;
  databaseUrl: string;
}

parentPort!.on('message', async ({ id, databaseUrl }: BuildRequest) => {
  // A pool per build, ended after it: between builds the worker holds no connection to any database.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A connection dropped under the build (a restart, a dropped database) fails the build's query;
  // unheard, the pool's own 'error' would end the worker and every build waiting on it.
  pool.on('error', () => undefined);
  try {
    const index = await loadFacetIndex(drizzle({ client: pool, schema }) as unknown as Db);
    // The reference tables are small rows and maps, copied; the columns are moved.
    parentPort!.postMessage({ id, index }, transferList({ ...index, lookups: undefined }));
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  } finally {
    await pool.end();
  }
});
