import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { spots } from './geography.ts';
import { bookingPlace, inspectionBookings } from './inspection-bookings.ts';
import { addressColumns, requesterColumns, wholePesos } from './request-columns.ts';
import { brands, carModels, trims } from './vehicles.ts';

/** SPEC §4: a sell request's life, from the request to the sale or its end. */
export const sellRequestStatus = pgEnum('sell_request_status', ['REQUESTED', 'PENDING', 'APPROVED', 'REJECTED', 'SOLD', 'CANCELED']);

/**
 * The allowed status changes, as rows: every recorded change must be one of them (a foreign key
 * of `sell_request_status_changes`), so no code path can move a request where it may not go.
 * Migration 0013 fills it from the same list as server/selling/sell-request-status.ts.
 */
export const sellRequestTransitions = pgTable(
  'sell_request_transitions',
  {
    fromStatus: sellRequestStatus('from_status').notNull(),
    toStatus: sellRequestStatus('to_status').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fromStatus, table.toStatus] })],
);

/**
 * A car an owner asked us to buy (SPEC §3 Sell request): the person, the car, the quote they saw,
 * the price and time they hope for, where and when we inspect it. A visitor's request carries no
 * user: it shows in the account of whoever signs in with its e-mail (CONTRACT).
 */
export const sellRequests = pgTable(
  'sell_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...requesterColumns(),
    documentId: text('document_id'),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    year: smallint('year').notNull(),
    /** Null when the owner answered "no sé". */
    trimId: integer('trim_id'),
    mileage: integer('mileage').notNull(),
    licensePlate: text('license_plate').notNull(),
    expectedPrice: wholePesos('expected_price').notNull(),
    expectedSaleDays: smallint('expected_sale_days').notNull(),
    suggestedMinPrice: wholePesos('suggested_min_price').notNull(),
    suggestedMaxPrice: wholePesos('suggested_max_price').notNull(),
    suggestedPrice: wholePesos('suggested_price').notNull(),
    marketValue: wholePesos('market_value').notNull(),
    averagePayoutOutside: wholePesos('average_payout_outside').notNull(),
    averagePayoutInside: wholePesos('average_payout_inside').notNull(),
    quoteBasedOn: integer('quote_based_on').notNull(),
    place: bookingPlace('place').notNull(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id),
    ...addressColumns(),
    /** The inspector-hour held for this request; moving the inspection swaps it. */
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => inspectionBookings.id),
    status: sellRequestStatus('status').notNull().default('REQUESTED'),
    offer: wholePesos('offer'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /**
     * The car we bought, entered in the inventory (decision 52). Unique, and set in the same
     * statement that makes the request SOLD: a request has one car, a car comes from one request.
     */
    carId: integer('car_id')
      .unique()
      .references(() => cars.id),
    /** The language of the request's e-mails (the confirmation, our offer). */
    locale: text('locale').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.brandId], foreignColumns: [brands.id] }),
    // The model belongs to the brand, and the trim to the model and the year.
    foreignKey({ columns: [table.modelId, table.brandId], foreignColumns: [carModels.id, carModels.brandId] }),
    foreignKey({ columns: [table.trimId, table.modelId], foreignColumns: [trims.id, trims.modelId] }),
    foreignKey({ columns: [table.trimId, table.year], foreignColumns: [trims.id, trims.year] }),
    index('sell_requests_user').on(table.userId),
    index('sell_requests_email').on(sql`lower(${table.email})`),
    check('sell_requests_person', sql`char_length(${table.name}) between 1 and 50 and char_length(${table.lastName}) between 1 and 50 and char_length(${table.email}) between 3 and 50`),
    check('sell_requests_phone', sql`${table.phone} ~ '^[0-9]{10}$'`),
    check('sell_requests_document', sql`${table.documentId} ~ '^[0-9]{11}$'`),
    check('sell_requests_plate', sql`${table.licensePlate} ~ '^[A-Za-z0-9]{4,34}$'`),
    check('sell_requests_locale', sql`${table.locale} in ('es', 'en')`),
    check('sell_requests_year', sql`${table.year} between 1990 and 2100`),
    check('sell_requests_mileage', sql`${table.mileage} between 0 and 1000000`),
    check('sell_requests_expectations', sql`${table.expectedPrice} > 0 and ${table.expectedSaleDays} between 1 and 365`),
    check(
      'sell_requests_quote',
      sql`${table.suggestedMinPrice} > 0 and ${table.suggestedMinPrice} <= ${table.suggestedPrice} and ${table.suggestedPrice} <= ${table.suggestedMaxPrice} and ${table.quoteBasedOn} >= 0`,
    ),
    // An inspection at home needs somewhere to go.
    check('sell_requests_home_address', sql`${table.place} = 'SPOT' or (${table.sector} is not null and ${table.street} is not null and ${table.number} is not null)`),
    // A request is sold exactly when its car is in the inventory (decision 52).
    check('sell_requests_sold_car', sql`(${table.carId} is not null) = (${table.status} = 'SOLD')`),
    check('sell_requests_offer', sql`(${table.offer} is null) = (${table.offerExpiresAt} is null) and (${table.offer} is null or ${table.offer} > 0)`),
  ],
);

/**
 * Every status a request has had, written by a trigger of migration 0013 on each change; the
 * composite foreign key to the allowed transitions refuses any other change, and with it the update.
 */
export const sellRequestStatusChanges = pgTable(
  'sell_request_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellRequestId: uuid('sell_request_id')
      .notNull()
      .references(() => sellRequests.id, { onDelete: 'cascade' }),
    /** Null for the request's first status. */
    fromStatus: sellRequestStatus('from_status'),
    toStatus: sellRequestStatus('to_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'sell_request_status_changes_allowed', columns: [table.fromStatus, table.toStatus], foreignColumns: [sellRequestTransitions.fromStatus, sellRequestTransitions.toStatus] }),
    // A foreign key with a null column checks nothing: the first status can only be REQUESTED.
    check('sell_request_status_changes_first', sql`${table.fromStatus} is not null or ${table.toStatus} = 'REQUESTED'`),
    index('sell_request_status_changes_request').on(table.sellRequestId),
  ],
);
