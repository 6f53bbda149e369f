import { type FilterChip, filterChips, withoutChip } from '../../../lib/filters/chips';
import { queryToState, stateToQuery } from '../../../lib/filters/codec';
import type { FilterQuery } from '../../../../common/filters/search-params';
import type { ListingFacets } from '../api/listing-query';
import { useFilterLookups } from '../listing/useFilterLookups';
import { useChipText } from './useChipText';

/** The chips of the URL's filters, in the order they are shown, and the query left without one of them. */
export function useActiveChips(query: FilterQuery, facets: ListingFacets | undefined) {
  const state = queryToState(query, useFilterLookups(facets));
  const chips = filterChips(state, useChipText());
  return { chips, without: (chip: FilterChip) => stateToQuery(withoutChip(state, chip)) };
}
