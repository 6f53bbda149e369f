import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '../../features/car/api/car-query';
import { CarDetailSkeleton } from '../../features/car/page/CarDetailSkeleton';
import { TestDrivePage } from '../../features/test-drive/page/TestDrivePage';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/car/$slug_/test-drive')({
  // The flow's query comes with its own code, so the first paint of every other page does not carry it.
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const { testDriveCarQueryOptions } = await import('../../features/test-drive/api/test-drive-car-query');
    const car = queryClient.ensureQueryData(testDriveCarQueryOptions(slug)).catch((error: unknown) => {
      // The API's NOT_FOUND is the router's not-found; any other failure is a real error.
      throw isNotFound(error) ? notFound() : error;
    });
    await Promise.all([car, loadNamespaces('car-detail.flows', 'user')]);
  },
  pendingComponent: CarDetailSkeleton,
  notFoundComponent: NotFoundPage,
  component: TestDriveScreen,
});

function TestDriveScreen() {
  const { slug } = Route.useParams();
  return <TestDrivePage slug={slug} />;
}
