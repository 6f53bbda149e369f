import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';

export const pictureKind = pgEnum('picture_kind', ['main', 'exterior', 'interior']);

/**
 * One picture of a car. Files exist at several widths: the client builds
 * `${basePath}-${width}.webp` for each width listed, and picks by screen size.
 */
export const carPictures = pgTable(
  'car_pictures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    kind: pictureKind('kind').notNull(),
    position: smallint('position').notNull(),
    basePath: text('base_path').notNull(),
    widths: smallint('widths').array().notNull(),
    /** Size of the largest file; the smaller ones keep its aspect ratio. */
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
  },
  (table) => [
    index('car_pictures_car').on(table.carId, table.kind, table.position),
    uniqueIndex('car_pictures_one_main').on(table.carId).where(sql`${table.kind} = 'main'`),
    check('car_pictures_size_positive', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);
