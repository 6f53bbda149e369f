import type { CarRecord } from '../catalogue/car-record.ts';
import type { CarRequestView } from '../db/queries/car-requests.ts';
import { localDateTimeAt } from '../selling/local-date.ts';
import type { CarRequest } from './generated/resolvers.ts';

/**
 * A car request as the resolvers load it. Its suggested cars are asked of the catalogue only when a
 * query wants them (the account's list does not), unless they are known already (a request just made).
 */
export type CarRequestParent = Omit<CarRequest, 'suggestedCars'> & { view: CarRequestView; suggestedCars?: CarRecord[] };

const lookup = (row: { slug: string; name: string }) => ({ slug: row.slug, name: row.name, nameTranslations: null });

/** The GraphQL CarRequest of a stored one: the contract's fields and what an account card shows. */
export function toCarRequest(view: CarRequestView, suggestedCars?: CarRecord[]): CarRequestParent {
  const { request, brand, model } = view;
  return {
    view,
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
