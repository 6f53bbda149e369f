import { readConsent } from './consent-choice';

type DataLayerEvent = Record<string, unknown> & { event: string };

type TrackingWindow = typeof globalThis & {
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
  gtag?: (...args: unknown[]) => void;
};

export const trackingWindow = globalThis as TrackingWindow;

/**
 * Tag manager reads this queue whenever it loads, so events pushed before it (and before the
 * visitor answers the cookie banner) are not lost; after a refusal nothing is queued at all.
 */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (readConsent() === 'refused') return;
  trackingWindow.dataLayer ??= [];
  trackingWindow.dataLayer.push(event);
}

/**
 * Forgets the signed-in visitor in the tag manager's data model on log out (SPEC §4), with the
 * reset function GTM documents; the queue is emptied when the tag manager has not loaded yet.
 */
export function resetAnalytics(): void {
  const layer = trackingWindow.dataLayer;
  if (!layer) return;
  const loaded = 'google_tag_manager' in trackingWindow;
  if (!loaded) layer.length = 0;
  else layer.push(function (this: { reset?: () => void }) {
    this.reset?.();
  });
}
