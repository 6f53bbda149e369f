import { bigint, bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The change feed of the catalogue: the cars each committed change touched, under the catalogue
 * version it bumped to (migration 0019). API instances read what came after the version of their
 * index and patch those cars; a row without a car stands for a change to every car (a reference
 * table), which only a full rebuild applies. Rows older than a few minutes are pruned.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    carId: integer('car_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_changes_version').on(table.version)],
);
