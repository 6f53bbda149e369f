// Read by hand, not with zod: every page reads it (docs/decisions/0037).
export type TrackingConfig = { gtmId: string | undefined; metaPixelId: string | undefined; gaId: string | undefined };

// Each ID is optional on its own; a malformed one is treated as absent rather than breaking the page.
const trackingId = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() || undefined : undefined);

/** Absent or garbled settings mean no tracking scripts. */
export function readTrackingConfig(source: unknown): TrackingConfig {
  const settings = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return { gtmId: trackingId(settings.gtmId), metaPixelId: trackingId(settings.metaPixelId), gaId: trackingId(settings.gaId) };
}
