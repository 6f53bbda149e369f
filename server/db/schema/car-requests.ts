import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { requesterColumns, wholePesos } from './request-columns.ts';
import { brands, carModels } from './vehicles.ts';

/**
 * A car someone asked us to find (SPEC §3 Car request): the person, the car and what they can pay.
 * A visitor's request carries no user: it shows in the account of whoever signs in with its
 * e-mail (CONTRACT), as sell requests do. Matching cars are e-mailed until `unsubscribedAt`.
 */
export const carRequests = pgTable(
  'car_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...requesterColumns(),
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    /** The oldest model year wanted: a newer car matches too. */
    year: smallint('year').notNull(),
    /** Whole pesos (DOP): a matching car costs at most this. */
    budget: wholePesos('budget').notNull(),
    /** The language of every e-mail and page about the request. */
    locale: text('locale').notNull().default('es'),
    /** Set by the e-mailed unsubscribe link: no more match e-mails, the request stays in the account. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the last match e-mail was queued: at most one a day (decision 28). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.brandId], foreignColumns: [brands.id] }),
    // The model belongs to the brand.
    foreignKey({ columns: [table.modelId, table.brandId], foreignColumns: [carModels.id, carModels.brandId] }),
    index('car_requests_user').on(table.userId),
    index('car_requests_email').on(sql`lower(${table.email})`),
    // What the matching looks up when a car becomes available or cheaper.
    index('car_requests_model').on(table.modelId).where(sql`unsubscribed_at is null`),
    check('car_requests_person', sql`char_length(${table.name}) between 1 and 50 and char_length(${table.lastName}) between 1 and 50 and char_length(${table.email}) between 3 and 50`),
    check('car_requests_phone', sql`${table.phone} ~ '^[0-9]{10}$'`),
    check('car_requests_year', sql`${table.year} between 2000 and 2100`),
    check('car_requests_budget', sql`${table.budget} > 0 and ${table.budget} <= 100000000`),
    check('car_requests_locale', sql`${table.locale} in ('es', 'en')`),
  ],
);

/**
 * Every car that matched a request, recorded by the triggers of migration 0014 when the car became
 * available or cheaper: the primary key makes a car match a request once ever. `mailedAt` is set
 * when the match went out in an e-mail; until then it waits for the request's next daily e-mail.
 */
export const carRequestMatches = pgTable(
  'car_request_matches',
  {
    carRequestId: uuid('car_request_id')
      .notNull()
      .references(() => carRequests.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.carRequestId, table.carId] }), index('car_request_matches_waiting').on(table.carRequestId).where(sql`mailed_at is null`)],
);
