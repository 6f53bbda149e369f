import type { QueryClient } from '@tanstack/react-query';
import { resetAnalytics } from '../../../lib/analytics/data-layer';
import { signOutOfFirebase } from '../../../lib/firebase-sign-in';
import { endSession, readSession } from '../../../lib/session';
import { signOut } from '../api/auth-requests';

/**
 * SPEC §4 log out: the server forgets the refresh token and Firebase its user (both best effort:
 * the visitor is signed out here whatever they answer), analytics forgets the visitor, cached
 * queries (favourites among them) and local storage are cleared, and the page reloads.
 */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
  const session = readSession();
  await Promise.allSettled([session ? signOut(session.refreshToken) : null, session?.socialLogin ? signOutOfFirebase() : null]);
  resetAnalytics();
  queryClient.clear();
  endSession();
  location.reload();
}
