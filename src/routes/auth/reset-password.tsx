import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { ResetPasswordPage } from '../../features/auth/pages/ResetPasswordPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// A link without a token falls back to an empty one, which the page reports as invalid.
const readSearch = lenientObject({ token: text() });

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('user'),
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  const { token = '' } = Route.useSearch();
  return <ResetPasswordPage key={token} token={token} />;
}
