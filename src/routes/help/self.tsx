import { createFileRoute } from '@tanstack/react-router';
import { sellCatalogQueryOptions } from '../../features/selling/api/sell-queries';
import { SellPage } from '../../features/selling/page/SellPage';
import { ContactChatLink } from '../../features/shell/contact/ContactChatLink';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/help/self')({
  // Started, not awaited: the start page paints at once, and the car step's selects are ready sooner.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(sellCatalogQueryOptions());
    return loadNamespaces('sell');
  },
  component: SellScreen,
});

function SellScreen() {
  return <SellPage chat={<ContactChatLink />} />;
}
