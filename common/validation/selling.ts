// zod/mini: the sell wizard and the API check the seller's car with this one schema.
import * as z from 'zod/mini';
import { required } from './account.ts';

/**
 * What a seller may describe. Mileage is in miles, the unit of every car in the catalogue (SPEC §2:
 * cards and filters show miles); the bound is the catalogue's own (migration check on cars.mileage).
 * Years: nothing before 2000 (CONTRACT.md asks car requests for 2000 or later, and the catalogue
 * keeps no older trims), and at most next year's models, which are on sale from the autumn before.
 */
export const SELL_LIMITS = { minYear: 2000, yearsAhead: 1, maxMileage: 1_000_000, maxSlug: 100 } as const;

const calendarYear = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santo_Domingo', year: 'numeric' });

/** The year it is in the Dominican Republic at `now`, which a car's age is counted from. */
export const yearAt = (now: Date): number => Number(calendarYear.format(now));

/** The newest model year a seller may have at `now`. */
export const latestModelYear = (now: Date): number => yearAt(now) + SELL_LIMITS.yearsAhead;

export const catalogueSlug = () => z.string().check(z.trim(), required(), z.maxLength(SELL_LIMITS.maxSlug, 'too_long'));

/**
 * The car to quote: brand, model and trim are slugs of getSellCatalog; a trim left out (or empty)
 * is the seller's "no sé". Messages are codes the SPA words in the visitor's language: required,
 * too_long, whole_number, too_old, too_new, too_small, too_large. Whether a slug exists is the
 * API's answer ('unknown'), not the form's.
 */
export const sellQuoteSchema = (now: Date) =>
  z.object({
    brand: catalogueSlug(),
    model: catalogueSlug(),
    trim: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(SELL_LIMITS.maxSlug, 'too_long'))),
      z.transform((trim: string | null | undefined) => trim || undefined),
    ),
    year: z.number().check(
      z.int('whole_number'),
      z.gte(SELL_LIMITS.minYear, 'too_old'),
      z.refine((year) => year <= latestModelYear(now), 'too_new'),
    ),
    mileage: z.number().check(z.int('whole_number'), z.gte(0, 'too_small'), z.lte(SELL_LIMITS.maxMileage, 'too_large')),
  });

export type SellQuoteInput = z.input<ReturnType<typeof sellQuoteSchema>>;
export type SellQuoteCar = z.output<ReturnType<typeof sellQuoteSchema>>;
