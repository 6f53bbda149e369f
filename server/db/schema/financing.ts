import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { money } from './columns.ts';
import { countries } from './geography.ts';
import { purchases } from './purchases.ts';
import { requesterColumns, wholePesos } from './request-columns.ts';

/**
 * A loan a buyer may choose (SPEC §9: loan terms in months and an interest rate). A plan of an
 * outside lender has a `redirectUrl`: after applying, the buyer is taken there (CONTRACT).
 */
export const financingPlans = pgTable(
  'financing_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Who lends: the company itself or a bank. */
    lender: text('lender').notNull(),
    /** Percent a year: 12.9 means 12.9 %. */
    annualRate: numeric('annual_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    minTermMonths: smallint('min_term_months').notNull().default(12),
    maxTermMonths: smallint('max_term_months').notNull().default(72),
    /** The least down payment, percent of the price (SPEC §9 shows 30 % by default). */
    minDownPaymentPercent: smallint('min_down_payment_percent').notNull().default(10),
    redirectUrl: text('redirect_url'),
    /** The plan the calculators start with. */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('financing_plans_one_default_per_country').on(table.countryId).where(sql`${table.isDefault}`),
    check('financing_plans_rate', sql`${table.annualRate} > 0 and ${table.annualRate} < 100`),
    check('financing_plans_terms', sql`${table.minTermMonths} >= 12 and ${table.maxTermMonths} <= 72 and ${table.minTermMonths} <= ${table.maxTermMonths}`),
    check('financing_plans_down_payment', sql`${table.minDownPaymentPercent} between 0 and 90`),
    check('financing_plans_redirect', sql`${table.redirectUrl} is null or ${table.redirectUrl} ~ '^https://'`),
  ],
);

/**
 * A prequalification (SPEC §2 steps 1–2, success): the person, and what they prequalify for. The
 * workplace, income, working-since and down payment typed are classified (SECURITY.md row 11) and
 * sealed in `classified`; the answer is kept in clear. A visitor's shows in the account of whoever
 * signs in with its e-mail.
 */
export const prequalifications = pgTable(
  'prequalifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...requesterColumns(),
    classified: text('classified').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => financingPlans.id),
    approved: boolean('approved').notNull(),
    maxAmount: wholePesos('max_amount').notNull(),
    monthlyPayment: money('monthly_payment').notNull(),
    annualRate: numeric('annual_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    termMonths: smallint('term_months').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('prequalifications_user').on(table.userId),
    index('prequalifications_email').on(sql`lower(${table.email})`),
    check('prequalifications_answer', sql`${table.maxAmount} >= 0 and ${table.monthlyPayment} >= 0 and ${table.termMonths} between 12 and 72`),
  ],
);

/** CONTRACT's FinancingApplication status: sent to our team, or handed to an outside lender. */
export const financingApplicationStatus = pgEnum('financing_application_status', ['SUBMITTED', 'REDIRECTED']);

/**
 * An application for a loan on one car with one plan (SPEC §2 financing: personal information form,
 * success, external redirect). The person's document, workplace and salary are sealed in
 * `classified`. A signed-in applicant's application also starts a FINANCING purchase.
 */
export const financingApplications = pgTable(
  'financing_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...requesterColumns(),
    classified: text('classified').notNull(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => financingPlans.id),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    price: money('price').notNull(),
    downPayment: wholePesos('down_payment').notNull(),
    termMonths: smallint('term_months').notNull(),
    annualRate: numeric('annual_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    monthlyPayment: money('monthly_payment').notNull(),
    status: financingApplicationStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('financing_applications_user').on(table.userId),
    check('financing_applications_loan', sql`${table.downPayment} >= 0 and ${table.downPayment} < ${table.price} and ${table.termMonths} between 12 and 72 and ${table.monthlyPayment} > 0`),
  ],
);
