import { createFileRoute } from '@tanstack/react-router';
import { readFilterQuery } from '../../../common/filters/search-params';
import { CarCard } from '../../features/catalogue/card/CarCard';
import { finderOptionsQueryOptions } from '../../features/find-my-car/api/finder-queries';
import { FindMyCarPage } from '../../features/find-my-car/page/FindMyCarPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// The results' URL holds the preferences in the catalogue's own params (machines/car-finder/finder-search.ts).
export const Route = createFileRoute('/help/find-my-car')({
  validateSearch: readFilterQuery,
  // The steps' choices and the sliders' bounds start the finder, so they are awaited with the words.
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(finderOptionsQueryOptions()), loadNamespaces('find-my-car')]),
  component: FindMyCarScreen,
});

function FindMyCarScreen() {
  const search = Route.useSearch();
  return <FindMyCarPage search={search} renderCar={(car, { priority, headingLevel }) => <CarCard car={car} priority={priority} headingLevel={headingLevel} />} />;
}
