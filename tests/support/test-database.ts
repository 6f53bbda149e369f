// One way for every integration test to get a real, empty, migrated database:
// PGlite in a temporary folder by default, or a throwaway database on the PostgreSQL
// server named by DATABASE_URL (created here, dropped on cleanup), so suites never share state.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  dataDir: string;
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

async function createThrowawayPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ola_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ola-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayPostgres(serverUrl) : undefined;
  const database = await openDatabase({ dataDir, databaseUrl: throwaway?.url });
  if (options.migrate !== false) await migrate(database);
  return {
    database,
    dataDir,
    databaseUrl: throwaway?.url,
    async cleanup() {
      await database.close();
      await throwaway?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
