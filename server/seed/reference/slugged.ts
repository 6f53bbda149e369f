import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db } from '../../db/client.ts';

type SluggedTable = PgTable & { id: PgColumn; slug: PgColumn };

/** Inserts rows that are missing (by slug) and answers every seeded slug's id. */
export async function insertBySlug<Table extends SluggedTable>(
  db: Db,
  table: Table,
  rows: (Table['$inferInsert'] & { slug: string })[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  await bulkInsert(db, table, rows, { skipConflicts: true });
  const slugs = rows.map((row) => row.slug);
  const found = await db.select({ id: table.id, slug: table.slug }).from(table as PgTable).where(inArray(table.slug, slugs));
  return new Map(found.map((row) => [row.slug as string, row.id as number]));
}

/** The id seeded for `key`; a typo in the seed data fails loudly here. */
export function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown '${key}'`);
  return id;
}
