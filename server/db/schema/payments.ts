import { sql } from 'drizzle-orm';
import { check, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What the processor answered to a charge. */
export const paymentChargeStatus = pgEnum('payment_charge_status', ['APPROVED', 'DECLINED']);

/** An amount in a payment's own currency (the deposit is in US dollars), to the cent. */
const paymentAmount = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * Every charge asked of the payment processor, as its test mode records them: the idempotency key
 * makes a retried charge the same charge, never a second one. No card number is ever stored: the
 * card form gives the processor's token, and only the brand and last four digits it reports are kept.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which PaymentProvider took it (`sandbox` by default). */
    provider: text('provider').notNull(),
    /** The processor's own id of the charge. */
    providerReference: text('provider_reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: paymentAmount('amount').notNull(),
    /** ISO 4217, e.g. USD. */
    currency: text('currency').notNull(),
    status: paymentChargeStatus('status').notNull(),
    /** The processor's reason when declined (e.g. card_declined). */
    declineCode: text('decline_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_charges_user').on(table.userId),
    check('payment_charges_amount', sql`${table.amount} > 0`),
    check('payment_charges_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('payment_charges_last4', sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
    check('payment_charges_declined', sql`(${table.status} = 'DECLINED') = (${table.declineCode} is not null)`),
  ],
);

/** A charge given back, whole: one refund per charge, and a retried refund is the same refund. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargeId: uuid('charge_id')
      .notNull()
      .unique()
      .references(() => paymentCharges.id),
    providerReference: text('provider_reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: paymentAmount('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_refunds_amount', sql`${table.amount} > 0`)],
);
