import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';

/**
 * Every row of every table in the public schema, each as PostgreSQL's text form of the row:
 * what a backup, a replica or a support query could read. Works on PGlite and PostgreSQL alike.
 */
export async function dumpDatabase(db: Db): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const dumps = await Promise.all(
    tables.map(async ({ name }) => {
      const rows = await queryRows<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(name)} t`);
      return rows.map(({ row }) => `${name}: ${row}`);
    }),
  );
  return dumps.flat().join('\n');
}
