import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { money } from './columns.ts';
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

/**
 * A favourite car that got cheaper and whose e-mail has not gone out yet, recorded by the trigger
 * of migration 0022 in the transaction that lowered the price, whichever path lowered it. One row
 * per user and car: `wasPrice` is the price before the first drop still waiting, so drops that
 * pile up before the e-mail read as one, from that price to the car's price when it is sent.
 */
export const favoritePriceDrops = pgTable(
  'favorite_price_drops',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    wasPrice: money('was_price').notNull(),
    droppedAt: timestamp('dropped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'favorite_price_drops_pkey', columns: [table.userId, table.carId] }), index('favorite_price_drops_car').on(table.carId)],
);

/**
 * The price-drop e-mails sent, one row each. The primary key on the local day (Santo Domingo) is
 * what keeps a user to one e-mail per car per day, across retries and API instances alike: the
 * e-mail is queued in the transaction that inserts its row.
 */
export const favoritePriceAlerts = pgTable(
  'favorite_price_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    wasPrice: money('was_price').notNull(),
    price: money('price').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'favorite_price_alerts_pkey', columns: [table.userId, table.carId, table.day] }), index('favorite_price_alerts_car').on(table.carId)],
);
