import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** CONTRACT.md "Staff operations": what a member of staff may do is the sum of their roles. */
export const staffRole = pgEnum('staff_role', ['operator', 'appraiser', 'admin']);

/**
 * Who holds which role. The primary key makes a grant idempotent (two admins granting one role at
 * once end in one row); a deleted account takes its roles with it, and the grantor is kept only
 * while their account exists (the audit log keeps the rest).
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: staffRole('role').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'user_roles_pkey', columns: [table.userId, table.role] })],
);

/**
 * Every change made by staff, and every reading of personal data by staff: who, what, on which
 * record, the record before and after, and when. Rows are only ever inserted; an actor's account
 * may go, the entry stays (actor_email keeps who it was).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for the command line (`npm run staff`), which acts as nobody. */
    actorEmail: text('actor_email'),
    /** The operation's name: `grantRole`, `setCarStatus`, … */
    action: text('action').notNull(),
    /** What was touched: `user`, `car`, `sell_request`, … and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at').on(table.at),
    index('audit_log_subject').on(table.subjectType, table.subjectId, table.at),
    check('audit_log_action', sql`char_length(${table.action}) between 1 and 60`),
  ],
);
