import pg from 'pg';
import { count } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { cars } from '../server/db/schema/index.ts';
import { seedCatalogue } from '../server/seed/index.ts';

/** The benchmark's own database on the server of `serverUrl`, created when missing. */
export async function benchDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrated and holding `carCount` cars: the seed tops up a smaller catalogue and leaves a full one alone. */
export async function openSeededDatabase(databaseUrl: string, dataDir: string, carCount: number): Promise<Database> {
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrate(database);
  const [existing] = await database.db.select({ value: count() }).from(cars);
  const missing = carCount - (existing?.value ?? 0);
  if (missing > 0) {
    console.log(`seeding ${missing.toLocaleString('en-US')} cars…`);
    await seedCatalogue(database, { dataDir, cars: missing });
  }
  return database;
}
