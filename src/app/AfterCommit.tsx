import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Runs `run` once its children are first on screen and settled: after the first render's or the
 * hydration's commit, and after the renders that commit asks for at once (a hydrated page redrawn
 * with what only the browser knows: the session, the chosen currency), which React runs before any
 * timer.
 */
export function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  const once = useRef(run);
  useEffect(() => {
    const timer = setTimeout(() => once.current());
    return () => clearTimeout(timer);
  }, []);
  return children;
}
