import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following the viewport as it changes. A page drawn on the server,
 * which knows no viewport, and its hydration read `onServer`; the viewport's own answer follows at once.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => onServer);
}
