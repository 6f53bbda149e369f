import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavourite, FAVOURITES_KEY, type FavouriteCar, type Favourites, refetchFavourites, removeFavourite } from '../api/favourites-query';
import { showFavouriteError } from '../toasts/favourite-toasts';

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
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ car, add }: Toggle) => (add ? addFavourite(car.id) : removeFavourite(car.id)),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY, exact: true });
      const previous = queryClient.getQueryData<Favourites>(FAVOURITES_KEY);
      queryClient.setQueryData<Favourites>(FAVOURITES_KEY, (list) => optimistic(list, toggle));
      return { previous };
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(FAVOURITES_KEY, context?.previous);
      showFavouriteError(error);
    },
    onSettled: () => refetchFavourites(queryClient),
  });
}
