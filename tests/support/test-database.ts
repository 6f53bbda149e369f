// One way for every integration test to get a real, empty, migrated database:
// PGlite in a temporary folder by default, or a throwaway database on the PostgreSQL
// server named by DATABASE_URL (created here, dropped on cleanup), so suites never share state.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../server/db/client.ts';
import { migrate, migrationsFolder } from '../../server/db/migrate.ts';

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

/** What the migrated image depends on: the migrations and the PGlite build that ran them. */
async function imageKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json; its entry lives in dist/, beside it.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(JSON.parse(await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')).version);
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteImage: Promise<Blob> | undefined;
/**
 * One PGlite cluster with every migration applied, dumped to a file that every test process of
 * the run reuses: creating a cluster and migrating it costs seconds, loading the dump a fraction.
 * Workers that build it at once each write their own file and rename it into place.
 */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = join(tmpdir(), `ola-test-pglite-${await imageKey()}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const dataDir = await mkdtemp(join(tmpdir(), 'ola-test-image-'));
    try {
      const database = await openDatabase({ dataDir });
      await migrate(database);
      await database.close();
      const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
      const image = await client.dumpDataDir('none');
      await client.close();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await image.arrayBuffer()));
      await rename(partial, file);
      return image;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  })();
  return pgliteImage;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ola-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayPostgres(serverUrl) : undefined;
  const initialImage = !throwaway && options.migrate !== false ? await migratedPgliteImage() : undefined;
  const database = await openDatabase({ dataDir, databaseUrl: throwaway?.url, initialImage });
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
