import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { spots } from './geography.ts';
import { bookingPlace } from './inspection-bookings.ts';
import { bookingAttendance } from './spot-closures.ts';
import { addressColumns, requesterColumns } from './request-columns.ts';

/** CONTRACT's TestDrive status. A scheduled drive whose hour has passed reads COMPLETED. */
export const testDriveStatus = pgEnum('test_drive_status', ['SCHEDULED', 'COMPLETED', 'CANCELED']);

/**
 * An hour with a car (SPEC §2 test drive scheduling, §3 Test drive card): the person, the car, the
 * place (the car's spot, or the buyer's home) and the hour. A visitor's booking carries no user: it
 * shows in the account of whoever signs in with its e-mail (CONTRACT), like sell and car requests.
 * Migration 0016 adds the exclusion constraint that is the invariant: no two scheduled drives of
 * one car overlap, however many buyers race for the hour (SECURITY.md row 1).
 */
export const testDrives = pgTable(
  'test_drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...requesterColumns(),
    /**
     * SPEC §5's cédula and monthly salary, required before a test drive: classified (SECURITY.md
     * row 11), so sealed together with AES-256-GCM under a key kept outside the database.
     */
    classified: text('classified').notNull(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    /** The spot the car is at when booked: where the drive starts, or whose staff drive it out. */
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id),
    place: bookingPlace('place').notNull(),
    ...addressColumns(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Stored rather than computed: the exclusion constraint needs an immutable range expression. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: testDriveStatus('status').notNull().default('SCHEDULED'),
    /** SPEC §4 'delete': set, the drive shows under archive; restore clears it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When staff confirmed the hour with the buyer; cleared when they move it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Staff's record of the hour once it came; `status` stays as CONTRACT reads it. */
    attendance: bookingAttendance('attendance'),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    /** The language of its e-mails. */
    locale: text('locale').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('test_drives_user').on(table.userId),
    index('test_drives_email').on(sql`lower(${table.email})`),
    check('test_drives_person', sql`char_length(${table.name}) between 1 and 50 and char_length(${table.lastName}) between 1 and 50 and char_length(${table.email}) between 3 and 50`),
    check('test_drives_phone', sql`${table.phone} ~ '^[0-9]{10}$'`),
    check('test_drives_hour', sql`${table.endsAt} > ${table.startsAt} and mod(extract(epoch from ${table.startsAt}), 3600) = 0`),
    check('test_drives_home_address', sql`${table.place} = 'SPOT' or (${table.sector} is not null and ${table.street} is not null and ${table.number} is not null)`),
    check('test_drives_attendance', sql`(${table.attendance} is null) = (${table.attendanceAt} is null)`),
    check('test_drives_locale', sql`${table.locale} in ('es', 'en')`),
  ],
);
