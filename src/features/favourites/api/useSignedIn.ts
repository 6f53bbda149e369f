import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from '../../../lib/session';

/** Favourites exist only for a signed-in user (SPEC §6); every piece of this feature asks here. */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribeSession, readSession) !== null;
