import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type Session } from '../lib/session';

/** The stored session, re-rendering when this tab or another signs in or out. */
export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, readSession, () => null);

export const useSignedIn = (): boolean => useSession() !== null;
