import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';
import { favouriteToasts } from './favourite-toasts';

const FavouritesToaster = lazyNamed(() => import('./FavouritesToaster'), 'FavouritesToaster');

/** The toaster's code loads with the first failed favourite change, not with every page. */
export function FavouritesToasterSlot() {
  const needed = useOpenedOnce(useSyncExternalStore(favouriteToasts.subscribe, favouriteToasts.current, favouriteToasts.current).length > 0);
  return needed ? (
    <Suspense fallback={null}>
      <FavouritesToaster />
    </Suspense>
  ) : null;
}
