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

/** A database name on `serverUrl`'s server, as a connection string. */
function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const templateTaken = (error: unknown) => (error as { code?: string }).code === '42P04';

let postgresTemplate: Promise<string> | undefined;
/**
 * A database on the server with every migration applied, named after what it depends on and kept
 * between runs: cloning it costs a fraction of migrating a new database. It is migrated under a
 * name of its own and renamed into place, so a run killed half-way leaves no half-migrated template,
 * and processes that build it at once each keep whichever rename won.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `ola_test_template_${await imageKey()}`;
    const exists = await onServer(serverUrl, async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount);
    if (exists) return name;
    const partial = `ola_test_partial_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${partial}`));
    const dataDir = await mkdtemp(join(tmpdir(), 'ola-test-template-'));
    const database = await openDatabase({ dataDir, databaseUrl: databaseUrlOn(serverUrl, partial) });
    try {
      await migrate(database);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await onServer(serverUrl, async (admin) => {
      try {
        await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
        // Marked as a template, nothing connects to it by mistake and clones may run side by side.
        await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
      } catch (error) {
        if (!templateTaken(error)) throw error;
        await admin.query(`DROP DATABASE ${partial} WITH (FORCE)`);
      }
    });
    return name;
  })();
  return postgresTemplate;
}

async function createThrowawayPostgres(serverUrl: string, migrated: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ola_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedPostgresTemplate(serverUrl) : undefined;
  await onServer(serverUrl, (admin) => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY WAL_LOG` : `CREATE DATABASE ${name}`));
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
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
  const throwaway = serverUrl ? await createThrowawayPostgres(serverUrl, options.migrate !== false) : undefined;
  const initialImage = !throwaway && options.migrate !== false ? await migratedPgliteImage() : undefined;
  const database = await openDatabase({ dataDir, databaseUrl: throwaway?.url, initialImage });
  // A clone of the migrated image or template: migrating it again finds nothing to do, and proves it.
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
