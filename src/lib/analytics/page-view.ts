import { pushToDataLayer, trackingWindow } from './data-layer';

/** Sent on every route change (SPEC §2 page shell); the pixel only counts once its script is in. */
export function trackPageView(path: string): void {
  pushToDataLayer({ event: 'pageview', page: { path } });
  trackingWindow.fbq?.('track', 'PageView');
}
