import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
  // An ending, not a state: a page hydrated from the server's drawing reads "signed out" first, then the
  // session, and dropping the list then would leave the cards' and the header's observers on a query
  // no longer in the cache.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) queryClient.removeQueries({ queryKey: FAVOURITES_KEY, exact: true });
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);
  const query = useQuery(favouritesQueryOptions(signedIn));
  return { signedIn, favourites: signedIn ? query.data : undefined, isLoading: signedIn && query.isPending, isError: query.isError };
}
