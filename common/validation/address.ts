// zod/mini: the address steps (sell, test drive at home) and the API check an address with this schema.
import * as z from 'zod/mini';
import { required, trimmed } from './account.ts';

export const ADDRESS_LIMITS = { maxSector: 100, maxStreet: 100, maxNumber: 20, maxReference: 200 } as const;

const text = (max: number) => trimmed().check(required(), z.maxLength(max, 'too_long'));

/** A coordinate the browser's geolocation gave, when the visitor shared it. */
const coordinate = (limit: number) => z.nullish(z.number().check(z.gte(-limit, 'out_of_range'), z.lte(limit, 'out_of_range')));

/**
 * CONTRACT's AddressInput (SPEC §2 address step: sector, street, number, reference). Codes:
 * required, too_long, out_of_range.
 */
export const addressSchema = z.object({
  sector: text(ADDRESS_LIMITS.maxSector),
  street: text(ADDRESS_LIMITS.maxStreet),
  number: text(ADDRESS_LIMITS.maxNumber),
  reference: z.nullish(z.pipe(trimmed().check(z.maxLength(ADDRESS_LIMITS.maxReference, 'too_long')), z.transform((value: string) => value || null))),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

export type AddressInput = z.output<typeof addressSchema>;
