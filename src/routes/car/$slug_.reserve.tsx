import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isNotFound } from '../../features/car/api/car-query';
import { CarDetailSkeleton } from '../../features/car/page/CarDetailSkeleton';
import { ReservePage } from '../../features/reserve/page/ReservePage';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';
import { AUTH_SIGN_IN } from '../../lib/routes';
import { readSession } from '../../lib/session';

export const Route = createFileRoute('/car/$slug_/reserve')({
  // A reservation is the signed-in buyer's (CONTRACT.md): sign in first, then back here.
  beforeLoad: ({ location }) => {
    if (!readSession()) throw redirect({ to: AUTH_SIGN_IN, search: { redirect: location.href } });
  },
  // The flow's query comes with its own code, so the first paint of every other page does not carry it.
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const { reserveCarQueryOptions } = await import('../../features/reserve/api/reserve-car-query');
    const car = queryClient.ensureQueryData(reserveCarQueryOptions(slug)).catch((error: unknown) => {
      throw isNotFound(error) ? notFound() : error;
    });
    await Promise.all([car, loadNamespaces('car-detail.flows', 'user')]);
  },
  pendingComponent: CarDetailSkeleton,
  notFoundComponent: NotFoundPage,
  component: ReserveScreen,
});

function ReserveScreen() {
  const { slug } = Route.useParams();
  return <ReservePage slug={slug} />;
}
