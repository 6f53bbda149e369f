import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AuthOptions } from '../../../server/auth/auth-services.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { serveDatabase } from '../../../server/http/start-server.ts';
import { createLogger } from '../../../server/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { rememberLinkSecrets } from './outbox-keys.ts';
import { writeSpaFixture } from './spa-fixture.ts';

export interface TestServer {
  url: string;
  config: Config;
  database: Database;
  /** The throwaway PostgreSQL database, when DATABASE_URL is set; PGlite has none to share. */
  databaseUrl?: string;
  clientDir: string;
  /** Every log line the server wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real server, in-process, on an ephemeral port, over a database of its own: PGlite in a
 * temporary folder, or a throwaway database on the PostgreSQL server when DATABASE_URL is set.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { auth, drawsFirstScreens }: { auth?: AuthOptions; drawsFirstScreens?: boolean } = {},
): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  const clientDir = join(testDatabase.dataDir, 'client');
  await writeSpaFixture(clientDir, { drawsFirstScreens });
  return serveTestInstance(testDatabase, clientDir, env, auth);
}

/**
 * Another API instance over the same PostgreSQL database as `first`, with its own connections and
 * in-memory state, as a second production instance would have. Closing it leaves the database to `first`.
 */
export async function startSecondInstance(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  if (!first.databaseUrl) throw new Error('A second instance needs the PostgreSQL server of DATABASE_URL');
  const dataDir = await mkdtemp(join(tmpdir(), 'ola-test-'));
  const database = await openDatabase({ dataDir, databaseUrl: first.databaseUrl });
  const cleanup = async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return serveTestInstance({ database, dataDir, databaseUrl: first.databaseUrl, cleanup }, first.clientDir, env, undefined);
}

async function serveTestInstance(
  testDatabase: TestDatabase,
  clientDir: string,
  env: Record<string, string>,
  auth: AuthOptions | undefined,
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: testDatabase.dataDir,
    NODE_ENV: 'test',
    // Reference data (countries, settings, lookups) is all these tests read; cars cost seconds.
    SEED_CARS: '0',
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const server = await serveDatabase(testDatabase.database, config, createLogger(config, sink), clientDir, auth).catch(async (error: unknown) => {
    await testDatabase.cleanup();
    throw error;
  });
  await rememberLinkSecrets(server.database.db, config);
  return {
    url: server.url,
    config,
    database: server.database,
    databaseUrl: testDatabase.databaseUrl,
    clientDir,
    logs,
    async close() {
      await server.app.close();
      await testDatabase.cleanup();
    },
  };
}
