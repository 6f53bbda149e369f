import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type FinderSearch, preferencesToSearch } from '../../../../machines/car-finder/finder-search';
import { preferencesOf } from '../../../../machines/car-finder/finder-values';
import { FIND_MY_CAR } from '../../../lib/routes';
import type { CarFinderRef } from '../api/finder-actors';

/**
 * The results page carries the preferences in its URL, so a result can be shared; any other
 * screen of the finder has none. Replaced, not pushed: Back leaves the finder as a whole.
 */
export function useResultsUrl(finder: CarFinderRef) {
  const navigate = useNavigate();
  const search = useSelector(finder, (snapshot) => {
    const preferences = snapshot.matches('results') ? preferencesOf(snapshot.context.answers) : null;
    return preferences ? JSON.stringify(preferencesToSearch(preferences)) : '{}';
  });
  useEffect(() => {
    void navigate({ to: FIND_MY_CAR, search: JSON.parse(search) as FinderSearch, replace: true });
  }, [navigate, search]);
}
