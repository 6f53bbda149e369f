import { useEffect, useState } from 'react';
import { useNearViewport } from './near-viewport';

/** True once the browser is idle after the first paint. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true));
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * For a part of the page below the first screen whose code should not delay the first paint:
 * `ready` once the browser is idle after that paint, or sooner if the visitor scrolls near `ref`.
 */
export function useIdleOrNear<Element extends HTMLElement>() {
  const { ref, near } = useNearViewport<Element>();
  const idle = useIdle();
  return { ref, ready: idle || near };
}
