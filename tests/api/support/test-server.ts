import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AuthOptions } from '../../../server/auth/auth-services.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { serveDatabase } from '../../../server/http/start-server.ts';
import { createLogger } from '../../../server/logger.ts';
import { createTestDatabase } from '../../support/test-database.ts';
import { rememberLinkSecrets } from './outbox-keys.ts';
import { writeSpaFixture } from './spa-fixture.ts';

export interface TestServer {
  url: string;
  config: Config;
  database: Database;
  clientDir: string;
  /** Every log line the server wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real server, in-process, on an ephemeral port, over a database of its own: PGlite in a
 * temporary folder, or a throwaway database on the PostgreSQL server when DATABASE_URL is set.
 */
export async function startTestServer(env: Record<string, string> = {}, { auth }: { auth?: AuthOptions } = {}): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  const clientDir = join(testDatabase.dataDir, 'client');
  await writeSpaFixture(clientDir);
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
    clientDir,
    logs,
    async close() {
      await server.app.close();
      await testDatabase.cleanup();
    },
  };
}
