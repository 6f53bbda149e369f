import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { queryRows } from './client.ts';

/**
 * Inserts many rows in one statement that carries them as a single JSON parameter, which is
 * several times faster than a multi-row VALUES list for tens of thousands of rows and never
 * nears PostgreSQL's limit of 65,535 parameters. Columns left out of the rows take their defaults.
 * Answers the `returning` columns (database names) of every inserted row; with `skipConflicts`,
 * rows that would break a unique constraint are left out instead of failing the statement.
 */
export async function bulkInsert<Table extends PgTable, Returned extends Record<string, unknown> = Record<string, never>>(
  db: Db,
  table: Table,
  rows: Table['$inferInsert'][],
  { returning = [], skipConflicts = false }: { returning?: string[]; skipConflicts?: boolean } = {},
): Promise<Returned[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  // JSON keeps numbers, booleans, arrays and objects (jsonb) as they are, and writes dates as ISO text.
  const records = rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]])));
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const tableName = sql.identifier(getTableName(table));
  const conflicts = skipConflicts ? sql` on conflict do nothing` : sql``;
  const returned = returning.length > 0 ? sql` returning ${sql.join(returning.map((name) => sql.identifier(name)), sql`, `)}` : sql``;
  return queryRows<Returned>(
    db,
    sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json)${conflicts}${returned}`,
  );
}
