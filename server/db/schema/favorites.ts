import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/**
 * A user's favourite cars. The primary key is what makes twenty concurrent adds of one car end
 * in one row; a sold car keeps its row (the list shows it as sold), a deleted car or account
 * takes its rows with it.
 */
export const favoriteCars = pgTable(
  'favorite_cars',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'favorite_cars_pkey', columns: [table.userId, table.carId] }),
    // Newest first is how every list reads them; the car index serves the cascade on delete.
    index('favorite_cars_user_created').on(table.userId, table.createdAt),
    index('favorite_cars_car').on(table.carId),
  ],
);
