import { graphql } from '../../../graphql/generated';

/** Brands → models, what the specs' selects offer (the year is typed: any from 2000). */
export const requestCatalogDocument = graphql(`
  query getCarRequestCatalog {
    getSellCatalog {
      brands {
        slug
        name
        models {
          slug
          name
        }
      }
    }
  }
`);

export const carRequestSuggestionsDocument = graphql(`
  query getCarRequestSuggestions($input: CarRequestSpecsInput!) {
    getCarRequestSuggestions(input: $input) {
      ...CarCardFields
    }
  }
`);

export const createCarRequestDocument = graphql(`
  mutation createCarRequest($input: CreateCarRequestInput!) {
    createCarRequest(input: $input) {
      id
      suggestedCars {
        ...CarCardFields
      }
    }
  }
`);
