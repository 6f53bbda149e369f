import { createFileRoute, notFound } from '@tanstack/react-router';
import { RelatedCars } from '../../features/catalogue/RelatedCars';
import { carQueryOptions, isNotFound } from '../../features/car/api/car-query';
import { CarDetailPage } from '../../features/car/page/CarDetailPage';
import { CarDetailSkeleton } from '../../features/car/page/CarDetailSkeleton';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';

export const Route = createFileRoute('/car/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    try {
      await queryClient.ensureQueryData(carQueryOptions(slug));
    } catch (error) {
      // The API's NOT_FOUND is the router's not-found; any other failure is a real error.
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: CarDetailSkeleton,
  notFoundComponent: NotFoundPage,
  component: CarDetailScreen,
});

function CarDetailScreen() {
  const { slug } = Route.useParams();
  return <CarDetailPage slug={slug} related={<RelatedCars slug={slug} />} />;
}
