import { foreignKey, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';
import { countryCurrencies } from './currencies.ts';
import { countries } from './geography.ts';

/** Contact details and schedules, one row per served country. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .unique()
      .references(() => countries.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    infoEmail: text('info_email').notNull(),
    salesAndSupportSchedule: text('sales_and_support_schedule').notNull(),
    testDriveSchedule: text('test_drive_schedule').notNull(),
    salesAndSupportScheduleTranslations: translations('sales_and_support_schedule_translations').notNull(),
    testDriveScheduleTranslations: translations('test_drive_schedule_translations').notNull(),
    /** Kept as people write it; clients strip brackets, hyphens and spaces for chat links. */
    whatsappTelephoneNumber: text('whatsapp_telephone_number').notNull(),
    website: text('website').notNull(),
    telephoneNumber: text('telephone_number').notNull(),
    defaultCurrencyId: integer('default_currency_id').notNull(),
    /** The mobile app's store pages; null where the app is not published. */
    appStoreUrl: text('app_store_url'),
    playStoreUrl: text('play_store_url'),
  },
  (table) => [
    // The default currency must be one the country actually offers.
    foreignKey({
      name: 'app_settings_default_currency_offered',
      columns: [table.countryId, table.defaultCurrencyId],
      foreignColumns: [countryCurrencies.countryId, countryCurrencies.currencyId],
    }),
  ],
);

export const socialNetworks = pgTable(
  'social_networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [unique('social_networks_country_slug').on(table.countryId, table.slug)],
);
