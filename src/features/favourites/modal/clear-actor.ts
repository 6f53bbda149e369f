import { fromPromise } from 'xstate';
import { favouritesClearMachine } from '../../../../machines/favourites-clear/favourites-clear.machine';
import { clearFavourites } from '../api/favourites-query';
import { showFavouriteError } from '../toasts/favourite-toasts';

/** The clear-all statechart with this feature's API call and toast. */
export const favouritesClear = favouritesClearMachine.provide({
  actors: { clearFavourites: fromPromise<void>(async () => void (await clearFavourites())) },
  actions: { announceFailure: ({ context }) => showFavouriteError(context.error) },
});
