import type { LookupRecord } from '../db/queries/cars-lookups.ts';

/** A reference table by id and by slug; `size` bounds the ids so counts fit in a typed array. */
export interface LookupTable<Row extends LookupRecord> {
  rows: Row[];
  byId: Map<number, Row>;
  bySlug: Map<string, Row>;
  size: number;
}

export function lookupTable<Row extends LookupRecord>(rows: Row[]): LookupTable<Row> {
  return {
    rows,
    byId: new Map(rows.map((row) => [row.id, row])),
    bySlug: new Map(rows.map((row) => [row.slug, row])),
    size: rows.reduce((largest, row) => Math.max(largest, row.id + 1), 1),
  };
}

/** The row with `id`; a car pointing at a missing row means the database is inconsistent. */
export function rowOf<Row extends LookupRecord>(table: LookupTable<Row>, id: number): Row {
  const row = table.byId.get(id);
  if (!row) throw new Error(`No reference row ${id} (${table.rows[0]?.slug ?? 'empty table'})`);
  return row;
}
