import { graphql } from '../../../../graphql/generated';

/** Everything a sale card shows (SPEC §3 Sale card: the car, location, price, inspection, status). */
graphql(`
  fragment SaleCardFields on SellRequest {
    id
    status
    tab
    place
    offer
    offerExpiresAt
    outsideCoverage
    expectedPrice
    inspection {
      startsAt
    }
    quote {
      suggestedMinPrice
      suggestedMaxPrice
    }
    car {
      brand {
        name
      }
      model {
        name
      }
      year
      trim {
        name
      }
    }
    spot {
      id
      name
      city {
        name
      }
    }
    address {
      sector
      street
      number
    }
    inspectionReport {
      findings {
        result
        note
      }
    }
  }
`);

export const selfSellRequestsDocument = graphql(`
  query selfSellRequests {
    selfSellRequests {
      ...SaleCardFields
    }
  }
`);

export const cancelSellRequestDocument = graphql(`
  mutation cancelSellRequest($input: IdInput!) {
    cancelSellRequest(input: $input) {
      id
    }
  }
`);

export const deleteSellRequestDocument = graphql(`
  mutation deleteSellRequest($input: IdInput!) {
    deleteSellRequest(input: $input)
  }
`);

export const respondToSellOfferDocument = graphql(`
  mutation respondToSellOffer($input: SellOfferResponseInput!) {
    respondToSellOffer(input: $input) {
      id
    }
  }
`);
