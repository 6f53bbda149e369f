import { z } from 'zod';

// Each ID is optional on its own; a malformed one is treated as absent rather than breaking the page.
const trackingId = z.string().trim().min(1).optional().catch(undefined);

const trackingConfigSchema = z
  .object({ gtmId: trackingId, metaPixelId: trackingId, gaId: trackingId })
  .catch({ gtmId: undefined, metaPixelId: undefined, gaId: undefined });

export type TrackingConfig = z.infer<typeof trackingConfigSchema>;

/** Absent or garbled settings mean no tracking scripts. */
export function readTrackingConfig(source: unknown): TrackingConfig {
  return trackingConfigSchema.parse(source ?? {});
}
