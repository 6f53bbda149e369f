// zod/mini: the staff console's forms and the staff operations check with these schemas.
import * as z from 'zod/mini';
import { CAR_STATUS_NAMES, STAFF_CARS_LIMITS } from '../inventory.ts';
import { emailSchema } from './account.ts';

/** The same bounds as what sellers may hope for; offers are whole pesos. */
export const STAFF_LIMITS = { maxPrice: 100_000_000 } as const;

const STAFF_ROLE_NAMES = ['operator', 'appraiser', 'admin'] as const;

const wholePesos = () => z.number().check(z.int('whole_number'), z.gt(0, 'too_small'), z.lte(STAFF_LIMITS.maxPrice, 'too_large'));

export const roleChangeSchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLE_NAMES, { error: 'unknown_role' }),
});

export const carStatusChangeSchema = z.object({
  carId: z.string().check(z.minLength(1, 'required')),
  status: z.enum(CAR_STATUS_NAMES, { error: 'unknown_status' }),
});

export const carPriceChangeSchema = z.object({
  carId: z.string().check(z.minLength(1, 'required')),
  basePrice: wholePesos(),
});

export const sellOfferSchema = z.object({
  sellRequestId: z.string().check(z.minLength(1, 'required')),
  amount: wholePesos(),
});

/** A bulk price change: at most this many cars, by at most this share of their price. */
export const BULK_PRICE_LIMITS = { maxCars: 500, maxPercent: 50, maxAmount: 10_000_000 } as const;

/**
 * Either a percentage (−5 lowers every price by 5 %) or an amount of pesos, never both; the cars
 * named once each.
 */
export const bulkPriceSchema = z
  .object({
    carIds: z.array(z.string().check(z.minLength(1, 'required'))).check(
      z.minLength(1, 'required'),
      z.maxLength(BULK_PRICE_LIMITS.maxCars, 'too_many'),
      z.refine((ids) => new Set(ids).size === ids.length, 'repeated'),
    ),
    percent: z.optional(z.number().check(z.gte(-BULK_PRICE_LIMITS.maxPercent, 'too_small'), z.lte(BULK_PRICE_LIMITS.maxPercent, 'too_large'), z.refine((value) => value !== 0, 'zero'))),
    amount: z.optional(z.number().check(z.int('whole_number'), z.gte(-BULK_PRICE_LIMITS.maxAmount, 'too_small'), z.lte(BULK_PRICE_LIMITS.maxAmount, 'too_large'), z.refine((value) => value !== 0, 'zero'))),
  })
  .check(z.refine((change) => (change.percent === undefined) !== (change.amount === undefined), { message: 'percent_or_amount', path: ['percent'] }));

export type BulkPriceChange = z.output<typeof bulkPriceSchema>;

/**
 * The staff console's inventory list: one status or all, a free-text search over title, brand,
 * model and slug, and the cursor of the next page (the last car's id, newest first).
 */
export const staffCarsSchema = z.object({
  status: z.optional(z.enum(CAR_STATUS_NAMES, { error: 'unknown_status' })),
  search: z.optional(z.string().check(z.maxLength(STAFF_CARS_LIMITS.maxSearch, 'too_long'))),
  after: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'invalid'))),
});

export type StaffCarsFilter = z.output<typeof staffCarsSchema>;

/** The statuses of the staff's catalogue listing (CONTRACT's staffCars): known ones, every one when none is given. */
export const staffListingStatusesSchema = z.object({
  status: z.optional(z.array(z.enum(CAR_STATUS_NAMES, { error: 'unknown_status' })).check(z.maxLength(CAR_STATUS_NAMES.length * 2, 'too_many'))),
});

export const carPictureRefSchema = z.object({
  pictureId: z.string().check(z.minLength(1, 'required')),
});

export const moveCarPictureSchema = z.object({
  pictureId: z.string().check(z.minLength(1, 'required')),
  position: z.number({ error: 'invalid' }).check(z.int('invalid'), z.gte(0, 'invalid'), z.lte(999, 'invalid')),
});

export const staffCarPicturesSchema = z.object({
  carId: z.string().check(z.minLength(1, 'required')),
});
