import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { nameTranslations } from './columns.ts';

// Every lookup shares this shape: filters and URLs use the slug, the UI shows the translation.
const lookupColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  nameTranslations: nameTranslations(),
});

export const bodyStyles = pgTable('body_styles', lookupColumns());
export const fuelTypes = pgTable('fuel_types', lookupColumns());
export const transmissions = pgTable('transmissions', lookupColumns());
export const driveTrains = pgTable('drive_trains', lookupColumns());
/** Where the car was first sold (American, Korean, local…), which changes equipment and resale. */
export const countryVersions = pgTable('country_versions', lookupColumns());

export const colors = pgTable('colors', { ...lookupColumns(), hex: text('hex').notNull() }, (table) => [
  check('colors_hex_format', sql`${table.hex} ~ '^#[0-9a-f]{6}$'`),
]);

export const featureGroup = pgEnum('feature_group', ['seguridad', 'confort', 'tecnologia', 'exterior']);

export const features = pgTable('features', { ...lookupColumns(), group: featureGroup('group').notNull() });

export const categories = pgTable('categories', {
  ...lookupColumns(),
  /** Name of an icon the SPA ships, e.g. 'family'. */
  icon: text('icon').notNull(),
});
