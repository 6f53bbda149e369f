import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '../../../lib/session';
import { showFavouriteError } from '../toasts/favourite-toasts';
import { addFavourite, refetchFavourites } from './favourites-query';
import { forgetPendingFavourite, pendingFavourite } from './pending-favourite';

let running: Promise<void> | null = null;

/**
 * Saves the favourite a visitor asked for before signing in. It runs twice on purpose: from the
 * sign-in modal's continuation (before the reload) and on the first signed-in load (in case the
 * reload cut the first request short). Adding is idempotent, and the id is forgotten once the
 * server has answered either way, so the second run usually finds nothing to do.
 */
export function completePendingFavourite(queryClient?: QueryClient): Promise<void> {
  const carId = pendingFavourite();
  if (!carId || !readSession()) return Promise.resolve();
  running ??= addFavourite(carId)
    .then(() => undefined, showFavouriteError)
    .finally(() => {
      forgetPendingFavourite();
      running = null;
      if (queryClient) void refetchFavourites(queryClient);
    });
  return running;
}
