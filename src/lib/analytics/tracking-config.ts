// zod/mini: the same schemas as zod, tree-shakable, so the first page load stays small.
import * as z from 'zod/mini';

// Each ID is optional on its own; a malformed one is treated as absent rather than breaking the page.
const trackingId = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined);

const trackingConfigSchema = z.catch(z.object({ gtmId: trackingId, metaPixelId: trackingId, gaId: trackingId }), {
  gtmId: undefined,
  metaPixelId: undefined,
  gaId: undefined,
});

export type TrackingConfig = z.infer<typeof trackingConfigSchema>;

/** Absent or garbled settings mean no tracking scripts. */
export function readTrackingConfig(source: unknown): TrackingConfig {
  return trackingConfigSchema.parse(source ?? {});
}
