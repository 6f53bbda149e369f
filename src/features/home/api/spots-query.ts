import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';

const homeSpotsDocument = graphql(`
  query homeSpots($filter: FilterInput) {
    getListingCars(filter: $filter) {
      count
      facets {
        curboSpot {
          slug
          name
          count
        }
      }
    }
  }
`);

/** The spots and how many cars each holds; one car is the smallest page the API gives, and the facets are what we want. */
export const homeSpotsQueryOptions = () => {
  const variables = { filter: { limit: 1 } };
  return queryOptions({
    queryKey: ['homeSpots', variables],
    queryFn: async () => (await gqlRequest(homeSpotsDocument, variables)).getListingCars,
  });
};
