import { lenientObject, text } from '../../../common/lenient-read';

// Each ID is optional on its own; a malformed one is treated as absent rather than breaking the page.
const trackingId = text({ trim: true, minLength: 1, numbers: false });

const readConfig = lenientObject({ gtmId: trackingId, metaPixelId: trackingId, gaId: trackingId });

export type TrackingConfig = ReturnType<typeof readConfig>;

/** Absent or garbled settings mean no tracking scripts. */
export function readTrackingConfig(source: unknown): TrackingConfig {
  return readConfig(source);
}
