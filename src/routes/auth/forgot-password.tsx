import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/pages/AuthPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/auth/forgot-password')({
  loader: () => loadNamespaces('user'),
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  return <AuthPage key="recover" panel="recover" />;
}
