import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameTranslations } from './columns.ts';
import { countries } from './geography.ts';

/** Money is stored in the base currency; `value` converts it (amount × value). */
export const currencies = pgTable(
  'currencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameTranslations: nameTranslations(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    symbol: text('symbol').notNull(),
    value: numeric('value', { precision: 18, scale: 10, mode: 'number' }).notNull(),
  },
  (table) => [
    check('currencies_code_iso', sql`${table.code} ~ '^[A-Z]{3}$'`),
    check('currencies_value_positive', sql`${table.value} > 0`),
    // Exactly one base currency can exist: every stored amount is expressed in it.
    uniqueIndex('currencies_one_base').on(sql`(true)`).where(sql`${table.value} = 1`),
  ],
);

/** The currencies a country lets visitors choose from, in menu order. */
export const countryCurrencies = pgTable(
  'country_currencies',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.countryId, table.currencyId] })],
);
