import { createFileRoute } from '@tanstack/react-router';
import { BuyingPage } from '../../features/account/buying/page/BuyingPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/user/buy')({
  // Started, not awaited: the cards show skeletons while the requests arrive. The query comes with
  // the page's own code, so the first paint of every other page does not carry it.
  loader: ({ context: { queryClient } }) => {
    void import('../../features/account/buying/api/car-requests-query').then(({ carRequestsQueryOptions }) => queryClient.prefetchQuery(carRequestsQueryOptions()));
    return loadNamespaces('user');
  },
  component: UserBuyingScreen,
});

function UserBuyingScreen() {
  return <BuyingPage />;
}
