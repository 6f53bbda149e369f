import type { RecommendationPreferences } from '../../common/validation/recommendation.ts';
import type { CatalogueLookups } from '../catalogue/dimensions.ts';
import { bitPositions } from '../catalogue/facet-index.ts';
import { type ListingRequest, parseListingRequest } from '../catalogue/listing-request.ts';
import type { CarWhereInput } from '../graphql/generated/resolvers.ts';
import { type FieldError, InvalidInput } from '../domain-errors.ts';

/**
 * The hard constraints as the listing's own filter, so that `/buy` with this filter lists exactly
 * the cars the finder counts ("see all N matching cars"). Categories are soft and stay out of it.
 */
export function hardConstraints(preferences: RecommendationPreferences): CarWhereInput {
  const { bodyStyle, price, year, maxMileage } = preferences;
  return {
    offer: ['available'],
    ...(bodyStyle ? { bodyStyle: [bodyStyle] } : {}),
    ...(price ? { price } : {}),
    ...(year ? { year } : {}),
    ...(maxMileage != null ? { miles: { max: maxMileage } } : {}),
  };
}

export const listingRequestOf = (preferences: RecommendationPreferences): ListingRequest =>
  parseListingRequest({ where: hardConstraints(preferences), limit: 1 });

/** Bits of the chosen categories in the index's category words; an unknown slug is the caller's mistake. */
export function categoryMask(preferences: RecommendationPreferences, lookups: CatalogueLookups): number {
  const errors: FieldError[] = [];
  if (preferences.categories.some((slug) => !lookups.categories.bySlug.has(slug))) errors.push({ field: 'categories', message: 'unknown' });
  if (preferences.bodyStyle && !lookups.bodyStyle.bySlug.has(preferences.bodyStyle)) errors.push({ field: 'bodyStyle', message: 'unknown' });
  if (errors.length > 0) throw new InvalidInput(errors, 'The preferences name a category or body style the catalogue does not have.');
  const positions = bitPositions(lookups.categories.rows);
  return preferences.categories.reduce((mask, slug) => mask | (1 << positions.get(lookups.categories.bySlug.get(slug)!.id)!), 0);
}
