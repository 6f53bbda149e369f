import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { ConfirmEmailPage } from '../../features/auth/pages/ConfirmEmailPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// A link without a token falls back to an empty one, which the page reports as invalid.
const readSearch = lenientObject({ token: text() });

export const Route = createFileRoute('/auth/confirm-email')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('user'),
  component: ConfirmEmailScreen,
});

function ConfirmEmailScreen() {
  const { token = '' } = Route.useSearch();
  return <ConfirmEmailPage key={token} token={token} />;
}
