import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/pages/AuthPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/auth/register')({
  loader: () => loadNamespaces('user'),
  component: RegisterScreen,
});

function RegisterScreen() {
  return <AuthPage key="register" panel="register" />;
}
