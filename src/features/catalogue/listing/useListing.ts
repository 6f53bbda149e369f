import { useQuery } from '@tanstack/react-query';
import { listingFilter } from '../../../../common/filters/listing-filter';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { listingPageQueryOptions } from '../api/listing-query';

/**
 * The page of cars, facets and bounds for the URL; the previous answer stays up while the next loads.
 * With no results the page's facets are empty and its bounds 0–0, which would leave the filters
 * nothing to offer and the chips no names: `options` is then the whole catalogue's answer (usually
 * cached: the bare /buy), and the panel, the chips and the empty state all read from it.
 */
export function useListing(query: FilterQuery) {
  const result = useQuery(listingPageQueryOptions(listingFilter(query)));
  const empty = result.data?.count === 0;
  const wholeCatalogue = useQuery({ ...listingPageQueryOptions(listingFilter({})), enabled: empty }).data;
  return {
    page: result.data,
    options: empty ? (wholeCatalogue ?? result.data) : result.data,
    isLoading: result.isPending,
    isRefreshing: result.isPlaceholderData && result.isFetching,
    isError: result.isError && !result.data,
    retry: () => void result.refetch(),
  };
}
