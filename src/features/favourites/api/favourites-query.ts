import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import type { FavouritePreferencesFragment } from '../../../graphql/generated/graphql';
import { addFavoriteCarDocument, clearAllFavoriteCarsDocument, removeFavoriteCarDocument, selfUserFavoritesDocument } from './favourites-documents';

export type Favourites = FavouritePreferencesFragment;
export type FavouriteCar = Favourites['cars']['data'][number];

export const FAVOURITES_KEY = ['selfUserFavorites'] as const;

/**
 * SPEC §7: network-only, and only with a session (the call needs the Bearer token). Every mount
 * asks the server again; the cache only bridges the wait and carries optimistic changes.
 */
export const favouritesQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: FAVOURITES_KEY,
    queryFn: async (): Promise<Favourites> => (await gqlRequest(selfUserFavoritesDocument)).selfUserPreferences,
    enabled: signedIn,
    staleTime: 0,
  });

export const addFavourite = async (id: string): Promise<Favourites> => (await gqlRequest(addFavoriteCarDocument, { input: { id } })).addFavoriteCar;

export const removeFavourite = async (id: string): Promise<Favourites> => (await gqlRequest(removeFavoriteCarDocument, { input: { id } })).removeFavoriteCar;

export const clearFavourites = async (): Promise<Favourites> => (await gqlRequest(clearAllFavoriteCarsDocument)).clearAllFavoriteCars;

/** After each change the list is fetched again (SPEC §4), whatever the change answered. */
export const refetchFavourites = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY, exact: true });

export const isFavourite = (favourites: Favourites | undefined, carId: string): boolean =>
  favourites?.cars.data.some((car) => car.id === carId) ?? false;
