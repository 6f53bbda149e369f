import { useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadsWhenIdleOrNear } from '../../components/deferred/LoadsWhenIdleOrNear';
import { carQueryOptions, isNotFound } from '../../features/car/api/car-query';
import { CarDetailPage } from '../../features/car/page/CarDetailPage';
import { CarDetailSkeleton } from '../../features/car/page/CarDetailSkeleton';
import { FavouriteHeart } from '../../features/favourites/heart/FavouriteHeart';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';
import { Skeleton } from '../../ui/Skeleton';
import { lazyNamed } from '../../ui/deferPopup';
import { loadNamespaces } from '../../lib/i18n/activate-locale';
import { useAnswersPresses } from '../../hooks/drawn-screen';

export const Route = createFileRoute('/car/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const car = queryClient.ensureQueryData(carQueryOptions(slug)).catch((error: unknown) => {
      // The API's NOT_FOUND is the router's not-found; any other failure is a real error.
      throw isNotFound(error) ? notFound() : error;
    });
    await Promise.all([car, loadNamespaces('car-detail', 'listing')]);
  },
  pendingComponent: CarDetailSkeleton,
  notFoundComponent: NotFoundPage,
  component: CarDetailScreen,
});

// Below the price, not in the first paint: its code, its words and the plans come once the page is there.
const CarLoanCalculator = lazy(() =>
  Promise.all([import('../../features/financing/car-calculator/CarLoanCalculator'), loadNamespaces('car-detail.flows')]).then(([{ CarLoanCalculator }]) => ({ default: CarLoanCalculator })),
);

// Below the first screen, or for a sold car below its note with cars that come after the page
// anyway: the row's code comes once the page is there. About a card's height, so little moves.
const RelatedCars = lazyNamed(() => import('../../features/catalogue/RelatedCars'), 'RelatedCars');
const RELATED_ROW_HEIGHT = '25rem';

function CarDetailScreen() {
  const { slug } = Route.useParams();
  const { t } = useLingui();
  // The server draws this page's first screen (docs/decisions/0057).
  useAnswersPresses();
  const heart = (car: Parameters<typeof FavouriteHeart>[0]['car']) => <FavouriteHeart car={car} />;
  const financing = (car: { slug: string; listingPrice: number }) => (
    <Suspense fallback={<Skeleton height="14rem" radius="md" />}>
      <CarLoanCalculator car={car} />
    </Suspense>
  );
  const related = (
    <LoadsWhenIdleOrNear loadingLabel={t`Cargando carros relacionados`} height={RELATED_ROW_HEIGHT}>
      <RelatedCars slug={slug} cardAction={heart} />
    </LoadsWhenIdleOrNear>
  );
  return <CarDetailPage slug={slug} related={related} carAction={heart} financing={financing} />;
}
