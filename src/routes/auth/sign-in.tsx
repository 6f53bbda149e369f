import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { AuthPage } from '../../features/auth/pages/AuthPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// Where to go once signed in; AuthPage accepts only a path of this site.
const readSearch = lenientObject({ redirect: text() });

export const Route = createFileRoute('/auth/sign-in')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('user'),
  component: SignInScreen,
});

function SignInScreen() {
  const { redirect } = Route.useSearch();
  return <AuthPage key="signIn" panel="signIn" returnTo={redirect} />;
}
