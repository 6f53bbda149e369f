import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` triggers bump on every change to what the catalogue lists (cars,
 * their categories, trims and their features, lookups). It numbers the change feed
 * (`catalogue_changes`): an index built or patched up to a version has seen every change up to it.
 * The triggers are in migration 0019.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.singleton}`)],
);
