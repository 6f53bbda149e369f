import { boolean, integer, numeric, text, uuid } from 'drizzle-orm/pg-core';
import { countries } from './geography.ts';
import { users } from './users.ts';

/** Money in DOP, whole pesos: what people type and what we quote them. */
export const wholePesos = (name: string) => numeric(name, { precision: 12, scale: 0, mode: 'number' });

/**
 * Who made a request (a sell request, a car request): the country it is for, the account when
 * signed in, and the person as they typed it. A visitor's request carries no user: it shows in the
 * account of whoever signs in with its e-mail (CONTRACT), which the claim on sign-in relies on.
 */
export const requesterColumns = () => ({
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
});

/**
 * Where someone asked us to come (a home inspection, a test drive at home): CONTRACT's AddressInput,
 * with the coordinates the browser shared, and whether it lies beyond every spot's range (SPEC §8:
 * accepted, and the person was told an extra charge may apply). Null columns for a visit at a spot.
 */
export const addressColumns = () => ({
  sector: text('sector'),
  street: text('street'),
  number: text('number'),
  reference: text('reference'),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  outsideCoverage: boolean('outside_coverage').notNull().default(false),
});
