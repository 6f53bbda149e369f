import { fromPromise } from 'xstate';
import { favouriteRemovalMachine } from '../../../../machines/favourite-removal/favourite-removal.machine';
import { removeFavourite } from '../api/favourites-query';
import { showFavouriteError } from '../toasts/favourite-toasts';

/** The removal statechart with this feature's API call and toast. */
export const favouriteRemoval = favouriteRemovalMachine.provide({
  actors: { removeFavourite: fromPromise(async ({ input }) => void (await removeFavourite(input.carId))) },
  actions: { announceFailure: ({ context }) => showFavouriteError(context.error) },
});
