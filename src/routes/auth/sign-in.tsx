import { createFileRoute } from '@tanstack/react-router';
import { optionalText, readParams } from '../../../common/read-params';
import { AuthPage } from '../../features/auth/pages/AuthPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// Where to go once signed in; AuthPage accepts only a path of this site.
const readSearch = readParams({ redirect: optionalText });

export const Route = createFileRoute('/auth/sign-in')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('user'),
  component: SignInScreen,
});

function SignInScreen() {
  const { redirect } = Route.useSearch();
  return <AuthPage key="signIn" panel="signIn" returnTo={redirect} />;
}
