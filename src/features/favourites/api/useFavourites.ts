import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FAVOURITES_KEY, favouritesQueryOptions } from './favourites-query';
import { useSignedIn } from '../../../hooks/session';

/**
 * The signed-in user's favourites; undefined while loading and for a visitor. When the session
 * ends (sign-out, a refused token, another tab) the cached list is dropped at once, so no heart
 * or count of the previous user survives until the page reloads.
 */
export function useFavourites() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: FAVOURITES_KEY, exact: true });
  }, [signedIn, queryClient]);
  const query = useQuery(favouritesQueryOptions(signedIn));
  return { signedIn, favourites: signedIn ? query.data : undefined, isLoading: signedIn && query.isPending, isError: query.isError };
}
