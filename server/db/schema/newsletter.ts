import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { countries } from './geography.ts';

/**
 * A newsletter subscription (SPEC §3), double opt-in: it counts once the e-mailed link confirmed
 * it, and ends with the unsubscribe link in every letter. One row per address in any letter case,
 * held by a unique index on the lowered address, so two racing requests cannot both subscribe it.
 * The confirmation link's token is kept only as its SHA-256 (SECURITY.md row 8).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    email: text('email').notNull(),
    /** The language of the confirmation and of every letter. */
    locale: text('locale').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set by the unsubscribe link; subscribing again starts a new confirmation. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The SHA-256 of the latest confirmation link's token; cleared by unsubscribing. */
    confirmTokenHash: text('confirm_token_hash').unique('newsletter_subscriptions_confirm_token'),
    /** Until when that link confirms; after it, subscribing again sends a new one. */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email').on(sql`lower(${table.email})`),
    index('newsletter_subscriptions_country').on(table.countryId).where(sql`confirmed_at is not null and unsubscribed_at is null`),
    check('newsletter_subscriptions_email_length', sql`char_length(${table.email}) between 3 and 50`),
    check('newsletter_subscriptions_locale', sql`${table.locale} in ('es', 'en')`),
    check('newsletter_subscriptions_confirm_token_hex', sql`${table.confirmTokenHash} ~ '^[0-9a-f]{64}$'`),
    check('newsletter_subscriptions_confirm_link', sql`(${table.confirmTokenHash} is null) = (${table.confirmExpiresAt} is null)`),
  ],
);
