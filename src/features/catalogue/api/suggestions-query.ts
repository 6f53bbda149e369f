import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import { SUGGESTION_LIMIT, type Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';

// SPEC §7 names this operation and its shape: limit 5, where.text_search, reading cars[].title.
const suggestionsDocument = graphql(`
  query getListingCars($filter: FilterInput) {
    getListingCars(filter: $filter) {
      cars {
        slug
        title
      }
    }
  }
`);

export async function fetchSuggestions(query: string): Promise<readonly Suggestion[]> {
  const data = await gqlRequest(suggestionsDocument, { filter: { limit: SUGGESTION_LIMIT, where: { text_search: query } } });
  return data.getListingCars.cars;
}
