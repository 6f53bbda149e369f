import type { QueryClient } from '@tanstack/react-query';
import { openSignIn } from '../../../lib/sign-in-request';
import { completePendingFavourite } from '../api/complete-pending-favourite';
import { addFavourite, FAVOURITES_KEY, type FavouriteCar, type Favourites, refetchFavourites, removeFavourite } from '../api/favourites-query';
import { rememberPendingFavourite } from '../api/pending-favourite';
import { showFavouriteError } from '../toasts/favourite-toasts';

// What a press on a heart does, apart from the heart: hearts are on every card of the catalogue's
// first screen and on the car page, and this code comes as they mount rather than in the page's
// first download. A plain function rather than React Query's useMutation, whose observer would
// have to be in that download for the hook to be called (docs/decisions/0067).

type Toggle = { car: FavouriteCar; add: boolean };

function optimistic(list: Favourites | undefined, { car, add }: Toggle): Favourites | undefined {
  if (!list) return list;
  const others = list.cars.data.filter((item) => item.id !== car.id);
  const data = add ? [car, ...others] : others;
  return { ...list, cars: { count: data.length, data } };
}

/**
 * SPEC §4 toggle: the heart and the header count change at once; a refusal puts the list back
 * and says why in a toast; either way the list is fetched again afterwards.
 */
async function toggleFavourite(queryClient: QueryClient, toggle: Toggle): Promise<void> {
  await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY, exact: true });
  const previous = queryClient.getQueryData<Favourites>(FAVOURITES_KEY);
  queryClient.setQueryData<Favourites>(FAVOURITES_KEY, (list) => optimistic(list, toggle));
  try {
    await (toggle.add ? addFavourite(toggle.car.id) : removeFavourite(toggle.car.id));
  } catch (error) {
    queryClient.setQueryData(FAVOURITES_KEY, previous);
    showFavouriteError(error);
  } finally {
    void refetchFavourites(queryClient);
  }
}

/**
 * A visitor is asked to sign in first; the car waits in sessionStorage and is saved once signed in
 * (see complete-pending-favourite.ts).
 */
export function pressHeart(queryClient: QueryClient, { signedIn, ...toggle }: Toggle & { signedIn: boolean }): Promise<void> {
  if (signedIn) return toggleFavourite(queryClient, toggle);
  rememberPendingFavourite(toggle.car.id);
  openSignIn({ afterSignIn: () => completePendingFavourite(queryClient) });
  return Promise.resolve();
}
