import { writeStored } from '../storage';
import { CONSENT_STORAGE_KEY, type ConsentChoice, readConsent } from './consent-choice';
import { trackingWindow } from './data-layer';

const listeners = new Set<(choice: ConsentChoice) => void>();

/**
 * Remembers the answer and tells the tag loader. A refusal also empties the events queued while the
 * banner asked, so nothing measured before the answer can reach a tag later in the visit.
 */
export function recordConsent(choice: ConsentChoice): void {
  writeStored(CONSENT_STORAGE_KEY, choice);
  if (choice === 'refused' && trackingWindow.dataLayer) trackingWindow.dataLayer.length = 0;
  listeners.forEach((listener) => listener(choice));
}

/** Runs `run` once the visitor has accepted: at once when they did before, never when they refuse. */
export function whenConsented(run: () => void): void {
  const before = readConsent();
  if (before === 'accepted') return run();
  if (before === 'refused') return;
  const listener = (choice: ConsentChoice) => {
    listeners.delete(listener);
    if (choice === 'accepted') run();
  };
  listeners.add(listener);
}
