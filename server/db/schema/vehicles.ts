import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { bodyStyles, driveTrains, features, fuelTypes, transmissions } from './lookups.ts';

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const carModels = pgTable(
  'car_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
  },
  // Lets cars reference (model, brand) together so the two can never disagree.
  (table) => [unique('car_models_id_brand').on(table.id, table.brandId)],
);

const measure = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/** A version of a model for one model year; specs live here, not on the car. */
export const trims = pgTable(
  'trims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => carModels.id),
    name: text('name').notNull(),
    alias: text('alias'),
    slug: text('slug').notNull().unique(),
    year: smallint('year').notNull(),
    fuelTypeId: integer('fuel_type_id').notNull().references(() => fuelTypes.id),
    driveTrainId: integer('drive_train_id').notNull().references(() => driveTrains.id),
    bodyStyleId: integer('body_style_id').notNull().references(() => bodyStyles.id),
    transmissionId: integer('transmission_id').notNull().references(() => transmissions.id),
    /** Null for electric cars, which have no displacement or cylinders. */
    engineDisplacementL: numeric('engine_displacement_l', { precision: 3, scale: 1, mode: 'number' }),
    cylinders: smallint('cylinders'),
    horsepowerHp: smallint('horsepower_hp').notNull(),
    torqueLbFt: smallint('torque_lb_ft').notNull(),
    seats: smallint('seats').notNull(),
    doors: smallint('doors').notNull(),
    tankCapacityGal: measure('tank_capacity_gal'),
    lengthMm: smallint('length_mm').notNull(),
    widthMm: smallint('width_mm').notNull(),
    heightMm: smallint('height_mm').notNull(),
    wheelbaseMm: smallint('wheelbase_mm').notNull(),
    cargoCapacityL: smallint('cargo_capacity_l').notNull(),
    legRoomMm: smallint('leg_room_mm').notNull(),
    headRoomMm: smallint('head_room_mm').notNull(),
    cityMpg: measure('city_mpg').notNull(),
    highwayMpg: measure('highway_mpg').notNull(),
    /** Price new, in the base currency; the reference for used prices. */
    basePrice: money('base_price').notNull(),
  },
  (table) => [
    unique('trims_model_year_name').on(table.modelId, table.year, table.name),
    // Targets of the cars' composite keys that copy model, year and body style for filtering.
    unique('trims_id_model').on(table.id, table.modelId),
    unique('trims_id_year').on(table.id, table.year),
    unique('trims_id_body_style').on(table.id, table.bodyStyleId),
    check('trims_year_range', sql`${table.year} between 1990 and 2100`),
    check('trims_base_price_positive', sql`${table.basePrice} > 0`),
    check('trims_sizes_positive', sql`${table.horsepowerHp} > 0 and ${table.seats} > 0 and ${table.doors} > 0`),
  ],
);

export const trimFeatures = pgTable(
  'trim_features',
  {
    trimId: integer('trim_id')
      .notNull()
      .references(() => trims.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
  },
  (table) => [primaryKey({ columns: [table.trimId, table.featureId] })],
);
