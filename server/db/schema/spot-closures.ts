import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { spots } from './geography.ts';
import { users } from './users.ts';

/** What staff found when the hour came: the person came and it was done, or nobody came. */
export const bookingAttendance = pgEnum('booking_attendance', ['DONE', 'NO_SHOW']);

/**
 * Hours a spot is shut beyond the public holidays (a local holiday, a works day, a storm): no
 * inspection or test drive is offered or booked within them. Migration 0025 adds the exclusion
 * constraint that keeps one spot's closures from overlapping, so removing one reopens exactly its hours.
 */
export const spotClosures = pgTable(
  'spot_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Why, as staff wrote it: shown in the console, never to customers. */
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('spot_closures_spot').on(table.spotId, table.startsAt),
    check('spot_closures_range', sql`${table.endsAt} > ${table.startsAt} and ${table.endsAt} <= ${table.startsAt} + interval '366 days'`),
    check('spot_closures_on_the_hour', sql`mod(extract(epoch from ${table.startsAt}), 3600) = 0 and mod(extract(epoch from ${table.endsAt}), 3600) = 0`),
    check('spot_closures_reason', sql`char_length(${table.reason}) between 1 and 200`),
  ],
);
