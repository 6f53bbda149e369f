import { graphql } from '../../../graphql/generated';

/** The car a reservation holds: what the flow shows of it. */
export const reserveCarDocument = graphql(`
  query getReserveCar($slug: String!) {
    getCar(slug: $slug) {
      id
      slug
      title
      listingPrice
      status { slug }
      reserved
    }
  }
`);

export const reserveCarMutation = graphql(`
  mutation reserveCar($input: ReserveCarInput!) {
    reserveCar(input: $input) {
      id
      expiresAt
      deposit { amount currency status cardBrand cardLast4 }
    }
  }
`);
