import { fromPromise } from 'xstate';
import { favouriteRemovalMachine } from '../../../../machines/favourite-removal/favourite-removal.machine';
import { favouritesClearMachine } from '../../../../machines/favourites-clear/favourites-clear.machine';
import { showFavouriteError } from '../toasts/favourite-toasts';
import { clearFavourites, removeFavourite } from './favourites-query';

/** One card's removal statechart with this feature's API call and toast. */
export const favouriteRemoval = favouriteRemovalMachine.provide({
  actors: { removeFavourite: fromPromise(async ({ input }) => void (await removeFavourite(input.carId))) },
  actions: { announceFailure: ({ context }) => showFavouriteError(context.error) },
});

/** The modal's clear-all statechart with this feature's API call and toast. */
export const favouritesClear = favouritesClearMachine.provide({
  actors: { clearFavourites: fromPromise<void>(async () => void (await clearFavourites())) },
  actions: { announceFailure: ({ context }) => showFavouriteError(context.error) },
});
