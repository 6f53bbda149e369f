import { useEffect } from 'react';

// The first screen the server drew (docs/decisions/0057) arrives inert: a link or button in it has no
// handler until the app has taken over the part of the page it sits in.

/** The page answers presses from now on. */
export function answerPresses(): void {
  document.getElementById('root')?.removeAttribute('inert');
}

/**
 * For the component of a route the server draws. React takes over a drawing in pieces: the shell
 * first, then each route's part on its own, later, in its own Suspense boundary; a press on a part not
 * taken over yet is lost. This runs once the route's own part is the app's, and after the renders its
 * hydration asks for at once (what only the browser knows: the chosen currency), which React runs
 * before any timer.
 */
export function useAnswersPresses(): void {
  useEffect(() => {
    const timer = setTimeout(answerPresses);
    return () => clearTimeout(timer);
  }, []);
}
