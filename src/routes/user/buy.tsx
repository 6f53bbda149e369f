import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf } from '../../../common/lenient-read';
import { BuyingPage } from '../../features/account/buying/page/BuyingPage';
import { PURCHASE_TABS } from '../../features/account/buying/purchases/purchase-tabs';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?tab=` picks the purchases' tab; anything else shows those in progress rather than an error page.
const readSearch = lenientObject({ tab: oneOf(PURCHASE_TABS) });

export const Route = createFileRoute('/user/buy')({
  validateSearch: readSearch,
  // Started, not awaited: the cards show skeletons while the purchases and requests arrive. The
  // queries come with the page's own code, so the first paint of every other page does not carry them.
  loader: ({ context: { queryClient } }) => {
    void import('../../features/account/buying/api/purchases-query').then(({ purchasesQueryOptions }) => queryClient.prefetchQuery(purchasesQueryOptions()));
    void import('../../features/account/buying/api/car-requests-query').then(({ carRequestsQueryOptions }) => queryClient.prefetchQuery(carRequestsQueryOptions()));
    return loadNamespaces('user');
  },
  component: UserBuyingScreen,
});

function UserBuyingScreen() {
  const { tab = 'in-progress' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BuyingPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
