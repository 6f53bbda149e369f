import { createFileRoute } from '@tanstack/react-router';
import { SellPage } from '../../features/selling/page/SellPage';
import { ContactChatLink } from '../../features/shell/contact/ContactChatLink';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/help/self')({
  // Started, not awaited: the start page paints at once, and the car step's selects are ready sooner.
  // The query comes with the page's own code, so the first paint of every other page does not carry it.
  loader: ({ context: { queryClient } }) => {
    void import('../../components/car/car-catalog-query').then(({ carCatalogQueryOptions }) => queryClient.prefetchQuery(carCatalogQueryOptions()));
    return loadNamespaces('sell');
  },
  component: SellScreen,
});

function SellScreen() {
  return <SellPage chat={<ContactChatLink />} />;
}
