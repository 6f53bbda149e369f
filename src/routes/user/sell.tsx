import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf } from '../../../common/lenient-read';
import { SellingPage } from '../../features/account/selling/page/SellingPage';
import { SELLING_TABS } from '../../features/account/selling/page/selling-tabs';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?tab=` picks the tab; anything else shows the sales in progress rather than an error page.
const readSearch = lenientObject({ tab: oneOf(SELLING_TABS) });

export const Route = createFileRoute('/user/sell')({
  validateSearch: readSearch,
  // Started, not awaited: the cards show skeletons while the sales arrive. The query comes with the
  // page's own code, so the first paint of every other page does not carry it.
  loader: ({ context: { queryClient } }) => {
    void import('../../features/account/selling/api/sales-query').then(({ salesQueryOptions }) => queryClient.prefetchQuery(salesQueryOptions()));
    return loadNamespaces('user');
  },
  component: UserSellingScreen,
});

function UserSellingScreen() {
  const { tab = 'in-progress' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SellingPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
