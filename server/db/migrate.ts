import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectPath } from '../runtime-files.ts';
import type { Database } from './client.ts';
import type * as schema from './schema/index.ts';

export const migrationsFolder = projectPath('server/db/migrations');

// Any fixed number works; it only has to be the same for every API instance.
const MIGRATION_LOCK_KEY = 7_310_245;

/** Applies the pending versioned migrations; running it again changes nothing. */
export async function migrate(database: Database): Promise<void> {
  // `kind` records which driver built `db`, so the narrowing casts below are exact.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  // Several API instances may start at once: a transaction-scoped advisory lock lets one
  // migrate while the others wait, then find nothing left to do.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePostgres(database.db as NodePgDatabase<typeof schema>, { migrationsFolder });
  });
}
