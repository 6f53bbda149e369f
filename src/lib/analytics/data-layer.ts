type DataLayerEvent = Record<string, unknown> & { event: string };

type TrackingWindow = typeof globalThis & {
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
  gtag?: (...args: unknown[]) => void;
};

export const trackingWindow = globalThis as TrackingWindow;

/** Tag manager reads this queue whenever it loads, so events pushed before it are not lost. */
export function pushToDataLayer(event: DataLayerEvent): void {
  trackingWindow.dataLayer ??= [];
  trackingWindow.dataLayer.push(event);
}
