// zod/mini: the sell wizard's steps and createSellRequest / updateSellRequest check with these schemas.
import * as z from 'zod/mini';
import { required, trimmed } from './account.ts';
import { addressSchema } from './address.ts';
import { personSchema } from './person.ts';
import { INSPECTION_PLACES } from './selling-slots.ts';
import { sellQuoteSchema } from './selling.ts';

/** SPEC §5 licence plate: letters and digits only, 4 to 34 of them; the expectations' bounds. */
export const SELL_REQUEST_LIMITS = { minPlate: 4, maxPlate: 34, maxExpectedPrice: 100_000_000, minSaleDays: 1, maxSaleDays: 365 } as const;

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

/** Spaces and dashes people type in a plate are dropped; what is left must be letters and digits. */
export const licensePlateSchema = z.pipe(
  z.pipe(trimmed(), z.transform((plate: string) => plate.replace(/[\s-]+/g, '').toUpperCase())),
  z.string().check(
    required(),
    z.regex(LETTERS_AND_DIGITS, 'no_special_characters'),
    z.minLength(SELL_REQUEST_LIMITS.minPlate, 'too_short'),
    z.maxLength(SELL_REQUEST_LIMITS.maxPlate, 'too_long'),
  ),
);

/** Step 1, Info del carro: the car to quote and its plate. */
export const sellCarSchema = (now: Date) => z.object({ ...sellQuoteSchema(now).shape, licensePlate: licensePlateSchema });

/** Step 2, Precio y tiempo: what the owner hopes for, beside the quote they were shown. */
export const sellExpectationsSchema = z.object({
  expectedPrice: z.number().check(z.int('whole_number'), z.gt(0, 'too_small'), z.lte(SELL_REQUEST_LIMITS.maxExpectedPrice, 'too_large')),
  expectedSaleDays: z.number().check(z.int('whole_number'), z.gte(SELL_REQUEST_LIMITS.minSaleDays, 'too_small'), z.lte(SELL_REQUEST_LIMITS.maxSaleDays, 'too_large')),
});

/**
 * Steps 4 and 5, Dirección and Día y hora: at a spot, or at home with an address; the hour is a
 * window of getInspectionSlots; the terms must be accepted to continue the calendar (SPEC §5).
 */
const inspectionFields = {
  place: z.enum(INSPECTION_PLACES, { error: 'required' }),
  spotId: z.string({ error: 'required' }).check(z.trim(), required()),
  address: z.nullish(addressSchema),
  slotStartsAt: z.string({ error: 'required' }).check(z.trim(), required()),
};

/** An inspection at home needs the address to go to. */
const homeNeedsAddress = () => z.refine<{ place: string; address?: unknown }>((inspection) => inspection.place === 'SPOT' || Boolean(inspection.address), { message: 'required', path: ['address'] });

export const sellInspectionSchema = z.object(inspectionFields).check(homeNeedsAddress());

const terms = z.boolean({ error: 'terms_required' }).check(z.refine((accepted) => accepted, 'terms_required'));

/** CONTRACT's CreateSellRequestInput: the whole wizard, as the API receives it. */
export const createSellRequestSchema = (now: Date) =>
  z.object({
    car: sellCarSchema(now),
    ...sellExpectationsSchema.shape,
    person: personSchema,
    ...inspectionFields,
    acceptTerms: terms,
  }).check(homeNeedsAddress());

/** CONTRACT's UpdateSellRequestInput: what the owner may change from the account (SPEC §2 edit-selling). */
export const updateSellRequestSchema = z.object({
  id: z.string({ error: 'required' }).check(z.trim(), required()),
  ...sellExpectationsSchema.shape,
  person: personSchema,
  ...inspectionFields,
}).check(homeNeedsAddress());

export type CreateSellRequestInput = z.output<ReturnType<typeof createSellRequestSchema>>;
export type UpdateSellRequestInput = z.output<typeof updateSellRequestSchema>;
