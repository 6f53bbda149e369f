import { Suspense, useSyncExternalStore } from 'react';
import { readConsent } from '../../../lib/analytics/consent-choice';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';

const CookieBanner = lazyNamed(() => import('./CookieBanner'), 'CookieBanner');

// The choice is read once per render, never followed: once asked, the banner stays until it closes itself.
const ignoreChanges = () => () => undefined;
const unanswered = () => readConsent() === null;
// The server knows no browser's choice: a page it draws has no banner, and its hydration neither.
const onServer = () => false;

/**
 * The banner's code (its statechart, and xstate with it) loads only for a browser that has not
 * answered yet, and after the page's own first paint: the notice is not what the visitor came for.
 */
export function CookieBannerSlot() {
  const asks = useOpenedOnce(useSyncExternalStore(ignoreChanges, unanswered, onServer));
  if (!asks) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
