// zod/mini: the calculators, the prequalification steps, the financing form and the financing API check with these schemas.
import * as z from 'zod/mini';
import { FINANCING_LIMITS } from '../financing.ts';
import { required, trimmed } from './account.ts';
import { identifiedPersonSchema, wholePesosSchema } from './test-drive.ts';

export const FINANCING_INPUT_LIMITS = { maxAmount: 100_000_000, maxWorkplace: 100 } as const;

const term = z.number({ error: 'required' }).check(
  z.int('whole_number'),
  z.gte(FINANCING_LIMITS.minTermMonths, 'too_small'),
  z.lte(FINANCING_LIMITS.maxTermMonths, 'too_large'),
);

/** Whole pesos, 0 allowed (no down payment, no other income). */
const wholePesosOrNone = z.number({ error: 'required' }).check(z.int('whole_number'), z.gte(0, 'too_small'), z.lte(FINANCING_INPUT_LIMITS.maxAmount, 'too_large'));

const planSlug = z.optional(z.nullable(trimmed().check(z.maxLength(60, 'too_long'))));

/** The down payment is less than the price (the plan's least share is the API's check: 'too_small'). */
const downBelowPrice = () => z.refine<{ price: number; downPayment: number }>((loan) => loan.downPayment < loan.price, { message: 'too_large', path: ['downPayment'] });

/** CONTRACT's FinancingQuoteInput: the calculator's fields. */
export const financingQuoteSchema = z
  .object({ price: wholePesosSchema(FINANCING_INPUT_LIMITS.maxAmount), downPayment: wholePesosOrNone, termMonths: term, plan: planSlug })
  .check(downBelowPrice());

const workplace = trimmed().check(required(), z.maxLength(FINANCING_INPUT_LIMITS.maxWorkplace, 'too_long'));

/** YYYY-MM of a month not after `now`'s (codes: required, invalid_month, in_the_future). */
export const workingSinceSchema = (now: Date) =>
  trimmed().check(
    required(),
    z.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: 'invalid_month', abort: true }),
    z.refine((month) => month <= now.toISOString().slice(0, 7), 'in_the_future'),
  );

/** Prequalification step 1 (SPEC §2): the person, cédula required. */
export const prequalificationPersonSchema = z.object({ person: identifiedPersonSchema });

/** Prequalification step 2: work and money. */
export const prequalificationWorkSchema = (now: Date) =>
  z.object({
    workplace,
    monthlySalary: wholePesosSchema(FINANCING_INPUT_LIMITS.maxAmount),
    otherIncome: wholePesosOrNone,
    workingSince: workingSinceSchema(now),
    downPayment: wholePesosOrNone,
  });

/** CONTRACT's PrequalifyInput. */
export const prequalifySchema = (now: Date) => z.object({ ...prequalificationPersonSchema.shape, ...prequalificationWorkSchema(now).shape });

/** CONTRACT's FinancingApplicationInput: a chosen car and plan, and the person's information form. */
export const financingApplicationSchema = z.object({
  carId: z.string({ error: 'required' }).check(z.trim(), required()),
  downPayment: wholePesosOrNone,
  termMonths: term,
  person: identifiedPersonSchema,
  workplace,
  monthlySalary: wholePesosSchema(FINANCING_INPUT_LIMITS.maxAmount),
  plan: planSlug,
});

export type FinancingQuoteInput = z.output<typeof financingQuoteSchema>;
export type PrequalifyInput = z.output<ReturnType<typeof prequalifySchema>>;
export type FinancingApplicationInput = z.output<typeof financingApplicationSchema>;
