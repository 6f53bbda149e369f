import { createFileRoute } from '@tanstack/react-router';
import { listingPageQueryOptions } from '../features/catalogue/api/listing-query';
import { ListingPage } from '../features/catalogue/listing/ListingPage';
import { listingFilter } from '../lib/filters/listing-filter';
import { filterQuerySchema } from '../lib/filters/search-params';

// The URL is the single source of truth for the catalogue's filters (SPEC §4); a malformed
// parameter falls back to its default inside the schema instead of reaching an error page.
export const Route = createFileRoute('/buy')({
  validateSearch: filterQuerySchema,
  loaderDeps: ({ search }) => ({ filter: listingFilter(search) }),
  // Started, not awaited: the page shows skeletons, or the previous results, while cars arrive.
  loader: ({ context: { queryClient }, deps: { filter } }) => {
    void queryClient.prefetchQuery(listingPageQueryOptions(filter));
  },
  component: BuyScreen,
});

function BuyScreen() {
  const query = Route.useSearch();
  return <ListingPage query={query} />;
}
