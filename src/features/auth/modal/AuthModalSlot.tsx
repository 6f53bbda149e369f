import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadNamespaces } from '../../../lib/i18n/activate-locale';
import { keepSessionFresh } from '../../../lib/session-refresh';
import { signInRequest, subscribeSignInRequest } from '../../../lib/sign-in-request';
import { useOpenedOnce } from '../../../ui/deferPopup';
import { refreshSession } from '../api/session-requests';

// The modal's words come with its code: a visitor who is not signed in has not downloaded them.
const AuthModal = lazy(() => Promise.all([import('./AuthModal'), loadNamespaces('user')]).then(([module]) => ({ default: module.AuthModal })));

/**
 * Mounted once for the page: keeps a stored session fresh, and loads the authentication modal
 * (forms, statecharts, dialog) the first time something asks for it with openSignIn().
 */
export function AuthModalSlot() {
  const requested = useOpenedOnce(useSyncExternalStore(subscribeSignInRequest, signInRequest, () => null) !== null);
  useEffect(() => keepSessionFresh(refreshSession), []);
  return requested ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
