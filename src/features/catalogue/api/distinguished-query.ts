import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';

const distinguishedCarsDocument = graphql(`
  query distinguishedCars($filter: FilterInput) {
    getListingCars(filter: $filter) {
      cars {
        ...CarCardFields
      }
    }
  }
`);

/** A row of cars picked by offer id (e.g. 'with-offer', 'certified'; see ListingFacets.offer). */
export const distinguishedCarsQueryOptions = (offer: string | undefined, limit: number) => {
  const variables = { filter: { limit, where: offer ? { offer: [offer] } : {} } };
  return queryOptions({
    queryKey: ['distinguishedCars', variables],
    queryFn: async () => (await gqlRequest(distinguishedCarsDocument, variables)).getListingCars.cars,
  });
};

const relatedCarsDocument = graphql(`
  query relatedCars($slug: String!, $limit: Int) {
    getCar(slug: $slug) {
      id
      relatedCars(limit: $limit) {
        ...CarCardFields
      }
    }
  }
`);

export const relatedCarsQueryOptions = (slug: string, limit: number) => {
  const variables = { slug, limit };
  return queryOptions({
    queryKey: ['relatedCars', variables],
    queryFn: async () => (await gqlRequest(relatedCarsDocument, variables)).getCar.relatedCars,
  });
};
