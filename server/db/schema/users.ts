import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A customer account. E-mail is unique regardless of case (the unique index on lower(email)
 * is what makes 50 concurrent sign-ups with one address end in one account). A Google-only
 * account has no password hash; an unconfirmed e-mail account cannot sign in.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string; never logged, never sent. */
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    documentId: text('document_id'),
    drivingLicense: text('driving_license'),
    telephoneNumber: text('telephone_number'),
    address: text('address'),
    /** The interface language the user last used; e-mails are written in it. */
    locale: text('locale').notNull().default('es'),
    /** Favourites' price-drop e-mails (decision 45): on until the user turns them off or follows an e-mail's opt-out link. */
    priceAlerts: boolean('price_alerts').notNull().default(true),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Firebase uid of a linked Google identity. */
    googleUid: text('google_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_uid').on(table.googleUid),
    check('users_locale_known', sql`${table.locale} in ('es', 'en')`),
    check(
      'users_lengths',
      sql`char_length(${table.name}) between 1 and 50 and char_length(${table.lastName}) <= 50 and char_length(${table.email}) between 3 and 50`,
    ),
    check('users_sign_in_method', sql`${table.passwordHash} is not null or ${table.googleUid} is not null`),
  ],
);
