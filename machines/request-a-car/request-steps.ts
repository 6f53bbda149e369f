import * as z from 'zod/mini';
import { required } from '../../common/validation/account';
import { personSchema, type PersonInput } from '../../common/validation/person';
import { latestModelYear, SELL_LIMITS } from '../../common/validation/selling';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { CarRequestInput, CarRequestSpecs, PersonValues, SendValues, SpecsValues } from './request-values';

// The client's checks of request-a-car, by the rules CONTRACT gives createCarRequest (slugs of
// getSellCatalog, a year of 2000 or later — SPEC §5 — and at most next year's models, a budget
// above zero) and the one person schema. Codes as in common/validation: required, too_long,
// whole_number, too_old, too_new, too_small. Whether a slug exists is the API's answer, not the form's.
// To be built from common/validation/car-request.ts (carRequestSchema) once that schema is shared.

const slug = () => z.string().check(z.trim(), required(), z.maxLength(SELL_LIMITS.maxSlug, 'too_long'));

const specsSchema = (now: Date) =>
  z.object({
    brand: slug(),
    model: slug(),
    year: z.number().check(z.int('whole_number'), z.gte(SELL_LIMITS.minYear, 'too_old'), z.refine((year) => year <= latestModelYear(now), 'too_new')),
    budget: z.number().check(z.int('whole_number'), z.gt(0, 'too_small')),
  });

/** Step 1, Especificaciones: the newest model year is counted from when the wizard started. */
export const specsStepSchema = overNumberText<SpecsValues, CarRequestSpecs>(['year', 'budget'], ({ asOf, ...specs }) => specsSchema(new Date(String(asOf))).safeParse(specs));

/** Step 2, Info personal: the one person schema (an empty cédula is not given). */
export const personStepSchema: FormSchema<PersonValues, PersonInput> = personSchema;

/** Resultados' send: the request the two steps parsed; the wizard opens it only with both. */
export const sendStepSchema: FormSchema<SendValues, CarRequestInput> = {
  safeParse: ({ request }) => (request ? { success: true, data: request } : { success: false, error: { issues: [{ path: ['request'], message: 'required' }] } }),
};
