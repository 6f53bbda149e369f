import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Where a lead of the staff console's inbox comes from: a question (`leads`), a car request, a
 * prequalification, a financing application or a newsletter subscription.
 */
export const leadSource = pgEnum('lead_source', ['CAR_QUESTION', 'FAQ_QUESTION', 'CAR_REQUEST', 'PREQUALIFICATION', 'FINANCING_APPLICATION', 'NEWSLETTER']);

export const leadStatus = pgEnum('lead_status', ['OPEN', 'CLOSED']);

/**
 * How staff handle one lead, whatever its source: who has it, whether it was answered, whether it
 * is closed. A lead without a row is open and unassigned; the row is made on the first change, and
 * the primary key keeps it one per lead when two members of staff act on it at once. The source is
 * named by kind and id (the `leads` table counts, the others are UUIDs), not a foreign key: the
 * sources are five tables.
 */
export const leadHandling = pgTable(
  'lead_handling',
  {
    sourceKind: leadSource('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** Kept only while the account exists; the audit log remembers who had it. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: leadStatus('status').notNull().default('OPEN'),
    /** When the last reply was e-mailed from the console. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'lead_handling_pkey', columns: [table.sourceKind, table.sourceId] }),
    check(
      'lead_handling_source_id',
      sql`case when ${table.sourceKind}::text in ('CAR_QUESTION', 'FAQ_QUESTION') then ${table.sourceId} ~ '^[1-9][0-9]{0,9}$' else ${table.sourceId} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' end`,
    ),
    check('lead_handling_closed', sql`(${table.status}::text = 'CLOSED') = (${table.closedAt} is not null)`),
    index('lead_handling_assignee').on(table.assigneeId),
  ],
);
