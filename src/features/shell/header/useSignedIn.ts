import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from '../../../lib/session';

/** Whether a session is stored; the header swaps Sign in for the account menu on it. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, () => readSession() !== null, () => false);
}
