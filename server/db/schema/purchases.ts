import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { countries } from './geography.ts';
import { paymentCharges, paymentRefunds } from './payments.ts';
import { users } from './users.ts';

/** CONTRACT's Purchase method: how the buyer pays, or a reservation before deciding. */
export const purchaseMethod = pgEnum('purchase_method', ['CASH', 'FINANCING', 'RESERVATION']);

/**
 * A purchase's life. RESERVED holds the car for this buyer (deposit held); IN_PROGRESS is a cash or
 * financing purchase started without holding it; COMPLETED, CANCELED and EXPIRED are ends.
 */
export const purchaseStatus = pgEnum('purchase_status', ['RESERVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED', 'EXPIRED']);

/** CONTRACT's Deposit status, with PENDING while the charge is being asked for. */
export const depositStatus = pgEnum('deposit_status', ['PENDING', 'HELD', 'REFUNDED', 'APPLIED']);

/**
 * A signed-in buyer's purchase of one car (SPEC §3 Purchase card, §4 purchases tabs). The partial
 * unique index on the car over RESERVED rows is the invariant that one car is held for one buyer at
 * a time, whatever races for it (SECURITY.md row 1); the deposit is charged only once a row holds
 * the car, so a losing reservation is never charged.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    method: purchaseMethod('method').notNull(),
    status: purchaseStatus('status').notNull(),
    /** The refundable deposit (SPEC §9: US$75), in its own currency; null when none was taken. */
    depositAmount: numeric('deposit_amount', { precision: 10, scale: 2, mode: 'number' }),
    depositCurrency: text('deposit_currency'),
    depositStatus: depositStatus('deposit_status'),
    chargeId: uuid('charge_id')
      .unique()
      .references(() => paymentCharges.id),
    refundId: uuid('refund_id')
      .unique()
      .references(() => paymentRefunds.id),
    /** When a reservation lapses and its deposit goes back (72 hours after it was made). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** SPEC §4 'delete': set, the purchase shows under archive; restore clears it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchases_one_hold_per_car').on(table.carId).where(sql`${table.status} = 'RESERVED'`),
    // A double click or a second tab does not start a second purchase of the same car.
    uniqueIndex('purchases_one_open_per_buyer_and_car').on(table.userId, table.carId).where(sql`${table.status} in ('RESERVED', 'IN_PROGRESS')`),
    index('purchases_user').on(table.userId),
    // The expiry job's scan: held reservations by when they lapse.
    index('purchases_expiring').on(table.expiresAt).where(sql`${table.status} = 'RESERVED'`),
    check(
      'purchases_deposit_whole',
      sql`(${table.depositAmount} is null) = (${table.depositStatus} is null) and (${table.depositAmount} is null) = (${table.depositCurrency} is null) and (${table.depositAmount} is null or ${table.depositAmount} > 0)`,
    ),
    check('purchases_reserved_has_deposit', sql`${table.status} <> 'RESERVED' or (${table.depositStatus} in ('PENDING', 'HELD') and ${table.expiresAt} is not null)`),
    check('purchases_held_deposit_charged', sql`${table.depositStatus} is null or ${table.depositStatus} = 'PENDING' or ${table.chargeId} is not null`),
    check('purchases_refunded_deposit', sql`(${table.depositStatus} = 'REFUNDED') = (${table.refundId} is not null)`),
  ],
);
