import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spots } from './geography.ts';
import { bookingAttendance } from './spot-closures.ts';

/** Where the inspector meets the car: at the spot, or at the seller's address. */
export const bookingPlace = pgEnum('booking_place', ['SPOT', 'HOME']);

/** What the hour is for; the request that books it (a sell request, later a test drive) points here. */
export const bookingPurpose = pgEnum('booking_purpose', ['SELL_INSPECTION']);

/**
 * One inspector's hour at a spot, held for an inspection there or at a seller's home. A window
 * holds as many bookings as the spot has inspectors, each under its own inspector number, and the
 * unique index over (spot, hour, inspector) of the active bookings is what refuses a second
 * booking of the same inspector-hour, however many requests race for it. Released bookings stay
 * as history and free their inspector-hour.
 * Migration 0012 adds a trigger keeping `inspector` within the spot's `inspectors` at insert.
 */
export const inspectionBookings = pgTable(
  'inspection_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id),
    /** 1…the spot's inspectors: which of them the hour belongs to. */
    inspector: smallint('inspector').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: bookingPlace('place').notNull(),
    purpose: bookingPurpose('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** When staff confirmed the hour with the seller; a moved inspection is a new booking, unconfirmed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Staff's record of the hour once it came. */
    attendance: bookingAttendance('attendance'),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
  },
  (table) => [
    // Its leading columns also serve the slot query: a spot's active bookings over a range of hours.
    uniqueIndex('inspection_bookings_one_per_inspector_hour')
      .on(table.spotId, table.startsAt, table.inspector)
      .where(sql`${table.releasedAt} is null`),
    check('inspection_bookings_attendance', sql`(${table.attendance} is null) = (${table.attendanceAt} is null)`),
    check('inspection_bookings_inspector_range', sql`${table.inspector} between 1 and 50`),
    // Windows start on the hour; Santo Domingo's offset is whole hours, so UTC's hour is the same test.
    check('inspection_bookings_on_the_hour', sql`mod(extract(epoch from ${table.startsAt}), 3600) = 0`),
  ],
);
