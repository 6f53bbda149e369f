import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every API instance (never process memory): one row per key
 * such as `sign-in:email-ip:<email>|<ip>`. A window ends at `resetAt`; the next hit after that
 * starts a new one. Upserts make concurrent hits count one by one.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
