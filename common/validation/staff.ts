// zod/mini: the staff console's forms and the staff operations check with these schemas.
import * as z from 'zod/mini';
import { emailSchema } from './account.ts';

/** The same bounds as what sellers may hope for; offers are whole pesos. */
export const STAFF_LIMITS = { maxPrice: 100_000_000 } as const;

const STAFF_ROLE_NAMES = ['operator', 'appraiser', 'admin'] as const;
const CAR_STATUS_NAMES = ['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW'] as const;

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
