import { createActor } from 'xstate';
import { inspect } from '../../../lib/inspector';
import { favouriteRemoval } from '../api/favourites-actors';

/** One card's removal actor; its module (and xstate with it) loads when the visitor first reaches for the card's heart. */
export const createFavouriteRemoval = (carId: string) => () => createActor(favouriteRemoval, { input: { carId }, inspect });
