import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RelatedCars } from '../../features/catalogue/RelatedCars';
import { carQueryOptions, isNotFound } from '../../features/car/api/car-query';
import { CarDetailPage } from '../../features/car/page/CarDetailPage';
import { CarDetailSkeleton } from '../../features/car/page/CarDetailSkeleton';
import { FavouriteHeart } from '../../features/favourites/heart/FavouriteHeart';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';
import { Skeleton } from '../../ui/Skeleton';
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

// Below the price, not in the first paint: its code and the plans come once the page is there.
const CarLoanCalculator = lazy(() => import('../../features/financing/car-calculator/CarLoanCalculator').then(({ CarLoanCalculator }) => ({ default: CarLoanCalculator })));

function CarDetailScreen() {
  const { slug } = Route.useParams();
  // The server draws this page's first screen (docs/decisions/0057).
  useAnswersPresses();
  const heart = (car: Parameters<typeof FavouriteHeart>[0]['car']) => <FavouriteHeart car={car} />;
  const financing = (car: { slug: string; listingPrice: number }) => (
    <Suspense fallback={<Skeleton height="14rem" radius="md" />}>
      <CarLoanCalculator car={car} />
    </Suspense>
  );
  return <CarDetailPage slug={slug} related={<RelatedCars slug={slug} cardAction={heart} />} carAction={heart} financing={financing} />;
}
