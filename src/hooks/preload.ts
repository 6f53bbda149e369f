import { useEffect } from 'react';

/**
 * Starts fetching a module as the component mounts, after the first paint, for a part that shows
 * once data arrives (a row's or a list's cards): its code then comes while the data loads rather
 * than after it. `load` is the same function the lazy component calls, so the module is fetched once.
 */
export function usePreload(load: () => Promise<unknown>) {
  useEffect(() => void load(), [load]);
}
