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

/**
 * With no results the facets are empty and the bounds 0–0, which would leave the filters nothing to
 * offer: they then show the whole catalogue's options and bounds (usually cached: the bare /buy).
 */
export function useWholeCatalogue(enabled: boolean) {
  return useQuery({ ...listingPageQueryOptions(listingFilter({})), enabled }).data;
}
