import { graphql } from '../../../graphql/generated';

export const inspectionSpotsDocument = graphql(`
  query getInspectionSpots {
    getInspectionSpots {
      id
      name
      address
      inspectionHours {
        weekday
        opens
        closes
      }
      latitude
      longitude
    }
  }
`);

/** CONTRACT's SellQuote whole: the price step shows it, and the edit page the one a request was made with. */
graphql(`
  fragment SellQuoteFields on SellQuote {
    suggestedMinPrice
    suggestedMaxPrice
    suggestedPrice
    marketValue
    averagePayoutOutside
    averagePayoutInside
    basedOn
  }
`);

export const sellQuoteDocument = graphql(`
  query getSellQuote($input: SellQuoteInput!) {
    getSellQuote(input: $input) {
      ...SellQuoteFields
    }
  }
`);

export const inspectionSlotsDocument = graphql(`
  query getInspectionSlots($input: InspectionSlotsInput!) {
    getInspectionSlots(input: $input) {
      startsAt
      endsAt
      available
      spotId
    }
  }
`);

/** A request as booked: what the success page and the saved edit show. */
graphql(`
  fragment BookedSellRequest on SellRequest {
    id
    place
    outsideCoverage
    inspection {
      startsAt
      endsAt
    }
    spot {
      name
      address
    }
    address {
      sector
      street
      number
    }
  }
`);

export const createSellRequestDocument = graphql(`
  mutation createSellRequest($input: CreateSellRequestInput!) {
    createSellRequest(input: $input) {
      ...BookedSellRequest
    }
  }
`);
