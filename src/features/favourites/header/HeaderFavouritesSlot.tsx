import { Suspense } from 'react';
import { useSignedIn } from '../../../hooks/session';
import { lazyNamed } from '../../../ui/deferPopup';

// Favourites exist only for a signed-in visitor (SPEC §6): an anonymous first visit downloads none of this.
const HeaderFavourites = lazyNamed(() => import('./HeaderFavourites'), 'HeaderFavourites');

export function HeaderFavouritesSlot() {
  const signedIn = useSignedIn();
  return signedIn ? (
    <Suspense fallback={null}>
      <HeaderFavourites />
    </Suspense>
  ) : null;
}
