import type { AnyRouter } from '@tanstack/react-router';
import { trackPageView } from '../lib/analytics/page-view';

/** One page view per resolved navigation, the first load included. */
export function trackPageViews(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) trackPageView(toLocation.pathname);
  });
}
