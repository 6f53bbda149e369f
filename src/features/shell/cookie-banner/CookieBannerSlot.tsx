import { Suspense, useState } from 'react';
import { readConsent } from '../../../lib/analytics/consent-choice';
import { lazyNamed } from '../../../ui/deferPopup';

const CookieBanner = lazyNamed(() => import('./CookieBanner'), 'CookieBanner');

/**
 * The banner's code (its statechart, and xstate with it) loads only for a browser that has not
 * answered yet, and after the page's own first paint: the notice is not what the visitor came for.
 */
export function CookieBannerSlot() {
  const [asks] = useState(() => readConsent() === null);
  if (!asks) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
