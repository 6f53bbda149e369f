import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '../../features/car/api/car-query';
import { CarDetailSkeleton } from '../../features/car/page/CarDetailSkeleton';
import { FinancingPage } from '../../features/financing/page/FinancingPage';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/car/$slug_/financing')({
  // The flow's queries come with its own code, so the first paint of every other page does not carry them.
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const { financingCarQueryOptions, financingPlansQueryOptions } = await import('../../features/financing/api/financing-queries');
    const car = queryClient.ensureQueryData(financingCarQueryOptions(slug)).catch((error: unknown) => {
      // The API's NOT_FOUND is the router's not-found; any other failure is a real error.
      throw isNotFound(error) ? notFound() : error;
    });
    await Promise.all([car, queryClient.ensureQueryData(financingPlansQueryOptions()), loadNamespaces('car-detail.flows', 'user')]);
  },
  pendingComponent: CarDetailSkeleton,
  notFoundComponent: NotFoundPage,
  component: FinancingScreen,
});

function FinancingScreen() {
  const { slug } = Route.useParams();
  return <FinancingPage slug={slug} />;
}
