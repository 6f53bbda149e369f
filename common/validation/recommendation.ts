// zod/mini: the car finder's wizard and the API check the preferences with this one schema.
import * as z from 'zod/mini';
import { catalogueSlug, SELL_LIMITS } from './selling.ts';

/**
 * CONTRACT.md's RecommendationInput (SPEC §3 "Recommendation preferences", §5: up to 4 categories).
 * Messages are codes the SPA words and the API sends beside the field ('categories', 'bodyStyle',
 * 'price', 'year.min', 'maxMileage'…): required, too_long, too_many, whole_number, too_small,
 * too_old, min_above_max. Whether a slug exists is the API's answer ('unknown'), not the form's.
 */
export const RECOMMENDATION_LIMITS = { maxCategories: 4, minYear: SELL_LIMITS.minYear, maxSlug: SELL_LIMITS.maxSlug } as const;

const bound = (min: number, tooLow: string) => z.nullish(z.number().check(z.int('whole_number'), z.gte(min, tooLow)));

/** An IntRangeInput whose sides are optional; when both are given, min ≤ max. */
const range = (min: number, tooLow: string) =>
  z.nullish(
    z.object({ min: bound(min, tooLow), max: bound(min, tooLow) }).check(
      z.refine((value) => value.min == null || value.max == null || value.min <= value.max, { message: 'min_above_max', path: ['min'] }),
    ),
  );

export const recommendationSchema = z.object({
  categories: z.pipe(
    z.nullish(z.array(catalogueSlug()).check(z.maxLength(RECOMMENDATION_LIMITS.maxCategories, 'too_many'))),
    z.transform((categories: string[] | null | undefined) => [...new Set(categories ?? [])]),
  ),
  /** Null or left out: no preference. */
  bodyStyle: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(RECOMMENDATION_LIMITS.maxSlug, 'too_long'))),
    z.transform((bodyStyle: string | null | undefined) => bodyStyle || undefined),
  ),
  price: range(0, 'too_small'),
  year: range(RECOMMENDATION_LIMITS.minYear, 'too_old'),
  maxMileage: bound(0, 'too_small'),
});

export type RecommendationInput = z.input<typeof recommendationSchema>;
export type RecommendationPreferences = z.output<typeof recommendationSchema>;
