import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/terms/TermsPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/help/terms-and-conditions')({
  loader: () => loadNamespaces('terms-and-conditions'),
  component: TermsScreen,
});

function TermsScreen() {
  return <TermsPage />;
}
