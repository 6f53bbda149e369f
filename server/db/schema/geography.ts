import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameTranslations } from './columns.ts';

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    flag: text('flag').notNull(),
    name: text('name').notNull(),
    nameTranslations: nameTranslations(),
    slug: text('slug').notNull().unique(),
    website: text('website').notNull(),
    /** Digits of a national ID document, used to validate forms per country. */
    idLength: smallint('id_length').notNull(),
    phoneLength: smallint('phone_length').notNull(),
    /** The country served when a request names none. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    check('countries_code_iso', sql`${table.code} ~ '^[A-Z]{2}$'`),
    check('countries_lengths_positive', sql`${table.idLength} > 0 and ${table.phoneLength} > 0`),
    uniqueIndex('countries_one_default').on(table.isDefault).where(sql`${table.isDefault}`),
  ],
);

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** A company-run lot where cars are shown, test-driven and inspected. */
export const spots = pgTable(
  'spots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    address: text('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    schedule: text('schedule').notNull(),
    phone: text('phone').notNull(),
    /** How many inspections one hour's window holds, at the spot and at sellers' homes together. */
    inspectors: smallint('inspectors').notNull().default(1),
  },
  (table) => [
    check('spots_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('spots_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('spots_inspectors_range', sql`${table.inspectors} between 1 and 50`),
  ],
);
