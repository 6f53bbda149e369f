import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { countries } from './geography.ts';

/**
 * What a visitor asked for. One table keeps every contact the sales team follows up, in one
 * queue; later kinds (newsletter, car request, sell request) add a value here and either reuse
 * these columns or keep their own details in a table beside this one that points to the lead.
 */
export const leadKind = pgEnum('lead_kind', ['CAR_QUESTION', 'FAQ_QUESTION']);

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: leadKind('kind').notNull(),
    /** The country whose team answers (the request's `Country` header). */
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    // A question goes with its car: removing the car leaves nothing to answer about.
    carId: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    question: text('question'),
    email: text('email'),
    /** A WhatsApp number (10 digits) left instead of, or beside, the e-mail. */
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'leads_car_question_complete',
      sql`${table.kind} <> 'CAR_QUESTION' or (${table.carId} is not null and char_length(${table.question}) between 5 and 150)`,
    ),
    // Compared as text: a check may not name an enum value added in the same migration.
    check(
      'leads_faq_question_complete',
      sql`${table.kind}::text <> 'FAQ_QUESTION' or (${table.email} is not null and char_length(${table.question}) between 5 and 150)`,
    ),
    check('leads_email_length', sql`char_length(${table.email}) <= 50`),
    check('leads_phone_digits', sql`${table.phone} ~ '^[0-9]{10}$'`),
    index('leads_car').on(table.carId),
    index('leads_kind_created').on(table.kind, table.createdAt),
  ],
);
