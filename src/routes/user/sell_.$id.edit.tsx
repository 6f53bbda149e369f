import { createFileRoute } from '@tanstack/react-router';
import { EditSalePage } from '../../features/selling/edit/EditSalePage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/user/sell_/$id/edit')({
  // The request is asked for by the page itself, fresh on every visit (edit-query.ts); a skeleton shows meanwhile.
  loader: () => loadNamespaces('sell'),
  component: EditSaleScreen,
});

function EditSaleScreen() {
  const { id } = Route.useParams();
  return <EditSalePage id={id} />;
}
