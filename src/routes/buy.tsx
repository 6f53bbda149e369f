import { createFileRoute } from '@tanstack/react-router';
import { listingPageQueryOptions } from '../features/catalogue/api/listing-query';
import { ListingPage } from '../features/catalogue/listing/ListingPage';
import { FavouriteHeart } from '../features/favourites/heart/FavouriteHeart';
import { listingFilter } from '../../common/filters/listing-filter';
import { readFilterQuery } from '../../common/filters/search-params';
import { loadNamespaces } from '../lib/i18n/activate-locale';
import { useAnswersPresses } from '../hooks/drawn-screen';

// The URL is the single source of truth for the catalogue's filters (SPEC §4); a malformed
// parameter reads as absent (readFilterQuery) instead of reaching an error page.
export const Route = createFileRoute('/buy')({
  validateSearch: readFilterQuery,
  loaderDeps: ({ search }) => ({ filter: listingFilter(search) }),
  // Cars are started, not awaited: the page shows skeletons, or the previous results, while they arrive.
  loader: ({ context: { queryClient }, deps: { filter } }) => {
    void queryClient.prefetchQuery(listingPageQueryOptions(filter));
    return loadNamespaces('listing');
  },
  component: BuyScreen,
});

function BuyScreen() {
  const query = Route.useSearch();
  // The server draws this page's first screen (docs/decisions/0057).
  useAnswersPresses();
  return <ListingPage query={query} cardAction={(car) => <FavouriteHeart car={car} />} />;
}
