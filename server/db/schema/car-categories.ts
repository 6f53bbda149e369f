import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { categories } from './lookups.ts';

/** Which uses a car suits (family, economy, work…); a car can suit several. */
export const carCategories = pgTable(
  'car_categories',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  // The primary key serves lookups by car; filtering by category needs the other direction.
  (table) => [primaryKey({ columns: [table.carId, table.categoryId] }), index('car_categories_category').on(table.categoryId, table.carId)],
);
