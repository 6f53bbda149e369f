import { createFileRoute } from '@tanstack/react-router';
import { SearchBar } from '../features/catalogue/search/SearchBar';
import { homeSpotsQueryOptions } from '../features/home/api/spots-query';
import { useRowHeart } from '../features/favourites/heart/row-heart';
import { HomePage } from '../features/home/page/HomePage';
import { NewsletterSignupSlot } from '../features/newsletter/signup/NewsletterSignupSlot';
import { loadNamespaces } from '../lib/i18n/activate-locale';
import { lazyNamed } from '../ui/deferPopup';

// Its section is below the first screen, and loads after the first paint with it (HomePage).
const DistinguishedCars = lazyNamed(() => import('../features/catalogue/DistinguishedCars'), 'DistinguishedCars');

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
  const heart = useRowHeart();
  return (
    <HomePage
      search={<SearchBar />}
      distinguished={<DistinguishedCars limit={8} cardAction={heart} />}
      newsletter={<NewsletterSignupSlot id="home-newsletter" heading="h3" />}
    />
  );
}
