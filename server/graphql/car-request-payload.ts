import type { CarRequestWithSuggestions } from '../finding/car-requests.ts';
import { localDateTimeAt } from '../selling/local-date.ts';
import type { ResolversTypes } from './generated/resolvers.ts';

const lookup = (row: { slug: string; name: string }) => ({ slug: row.slug, name: row.name, nameTranslations: null });

/** The GraphQL CarRequest of a stored one: the contract's fields and what an account card shows. */
export function toCarRequest({ view: { request, brand, model }, suggestedCars }: CarRequestWithSuggestions): ResolversTypes['CarRequest'] {
  return {
    id: request.id,
    brand: lookup(brand),
    model: lookup(model),
    year: request.year,
    budget: request.budget,
    suggestedCars,
    subscribed: request.unsubscribedAt === null,
    createdAt: localDateTimeAt(request.createdAt),
  };
}
