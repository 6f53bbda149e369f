import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf } from '../../../common/lenient-read';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { QUEUE_TABS } from '../../../common/sell-request-queue';
import { SellRequestsPage } from '../../features/ops/sell-requests/SellRequestsPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?tab=` picks the tab; anything else shows the requests waiting for an offer rather than an error page.
const readSearch = lenientObject({ tab: oneOf(QUEUE_TABS) });

export const Route = createFileRoute('/ops/sell-requests')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('ops'),
  component: OpsSellRequestsScreen,
});

function OpsSellRequestsScreen() {
  const { tab = 'requested' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionGate section="sell-requests">
      <SellRequestsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
    </SectionGate>
  );
}
