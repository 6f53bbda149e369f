import { graphql } from '../../../graphql/generated';

/** Everything the edit-selling page starts from: the request's hopes, person, place, hour and quote. */
export const sellRequestsToEditDocument = graphql(`
  query selfSellRequestsToEdit {
    selfSellRequests {
      id
      status
      car {
        brand {
          name
        }
        model {
          name
        }
        year
      }
      expectedPrice
      expectedSaleDays
      person {
        name
        lastName
        email
        phone
        documentId
      }
      place
      spot {
        id
      }
      address {
        sector
        street
        number
        reference
        latitude
        longitude
      }
      inspection {
        startsAt
      }
      quote {
        ...SellQuoteFields
      }
    }
  }
`);

export const updateSellRequestDocument = graphql(`
  mutation updateSellRequest($input: UpdateSellRequestInput!) {
    updateSellRequest(input: $input) {
      ...BookedSellRequest
    }
  }
`);
