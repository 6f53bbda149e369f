import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { keepSessionFresh } from '../../../lib/session-refresh';
import { signInRequest, subscribeSignInRequest } from '../../../lib/sign-in-request';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';
import { refreshSession } from '../api/auth-requests';

const AuthModal = lazyNamed(() => import('./AuthModal'), 'AuthModal');

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
