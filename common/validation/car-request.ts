// zod/mini: the request-a-car form and createCarRequest check with this one schema.
import * as z from 'zod/mini';
import { personSchema } from './person.ts';
import { catalogueSlug, latestModelYear } from './selling.ts';

/**
 * SPEC §5: a requested car is of 2000 or later (and at most next year's models, as selling); the
 * budget is whole pesos, with the bound of a sell request's expected price.
 */
export const CAR_REQUEST_LIMITS = { minYear: 2000, maxBudget: 100_000_000 } as const;

/**
 * CONTRACT's CreateCarRequestInput. Brand and model are slugs of getSellCatalog; whether they exist,
 * and the model belongs to the brand, is the API's answer ('unknown'). Messages are codes the SPA
 * words in the visitor's language: required, too_long, whole_number, too_old, too_new, too_small,
 * too_large, and the person's (person.ts).
 */
export const carRequestSchema = (now: Date) =>
  z.object({
    brand: catalogueSlug(),
    model: catalogueSlug(),
    year: z.number({ error: 'required' }).check(
      z.int('whole_number'),
      z.gte(CAR_REQUEST_LIMITS.minYear, 'too_old'),
      z.refine((year) => year <= latestModelYear(now), 'too_new'),
    ),
    budget: z.number({ error: 'required' }).check(z.int('whole_number'), z.gt(0, 'too_small'), z.lte(CAR_REQUEST_LIMITS.maxBudget, 'too_large')),
    person: personSchema,
  });

export type CarRequestInput = z.output<ReturnType<typeof carRequestSchema>>;

/** The specs alone (the first step): what getCarRequestSuggestions answers for before anything is sent. */
export const carRequestSpecsSchema = (now: Date) => z.pick(carRequestSchema(now), { brand: true, model: true, year: true, budget: true });
