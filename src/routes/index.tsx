import { createFileRoute } from '@tanstack/react-router';
import { DistinguishedCars } from '../features/catalogue/DistinguishedCars';
import { SearchBar } from '../features/catalogue/search/SearchBar';
import { homeSpotsQueryOptions } from '../features/home/api/spots-query';
import { FavouriteHeart } from '../features/favourites/heart/FavouriteHeart';
import { HomePage } from '../features/home/page/HomePage';
import { NewsletterSignupSlot } from '../features/newsletter/signup/NewsletterSignupSlot';
import { loadNamespaces } from '../lib/i18n/activate-locale';

export const Route = createFileRoute('/')({
  // Started, not awaited: the hero paints at once and the spots fill in when their counts arrive.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homeSpotsQueryOptions());
    return loadNamespaces('home', 'listing');
  },
  component: HomeScreen,
});

// The bar lives only here (SPEC §2), so leaving home unmounts it and clears what was typed.
function HomeScreen() {
  return (
    <HomePage
      search={<SearchBar />}
      distinguished={<DistinguishedCars limit={8} cardAction={(car) => <FavouriteHeart car={car} />} />}
      newsletter={<NewsletterSignupSlot id="home-newsletter" heading="h3" />}
    />
  );
}
