import { graphql } from '../../../../graphql/generated';

/** Everything a car request card shows: what was asked for, when, and whether matches are mailed. */
graphql(`
  fragment CarRequestCardFields on CarRequest {
    id
    brand {
      slug
      name
    }
    model {
      slug
      name
    }
    year
    budget
    subscribed
    createdAt
  }
`);

export const selfCarRequestsDocument = graphql(`
  query selfCarRequests {
    selfCarRequests {
      ...CarRequestCardFields
    }
  }
`);
