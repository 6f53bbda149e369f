import { useQuery } from '@tanstack/react-query';
import { listingFilter } from '../../../lib/filters/listing-filter';
import type { FilterQuery } from '../../../lib/filters/search-params';
import { listingPageQueryOptions } from '../api/listing-query';

/** The page of cars, facets and bounds for the URL; the previous answer stays up while the next loads. */
export function useListing(query: FilterQuery) {
  const result = useQuery(listingPageQueryOptions(listingFilter(query)));
  return {
    page: result.data,
    isLoading: result.isPending,
    isRefreshing: result.isPlaceholderData && result.isFetching,
    isError: result.isError && !result.data,
    retry: () => void result.refetch(),
  };
}
