import { readStored } from '../storage';

/** The cookie banner's answer, kept in this browser (listed on the terms page's cookie table). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export type ConsentChoice = 'accepted' | 'refused';

/** The visitor's earlier answer, or null while the banner still asks. */
export function readConsent(): ConsentChoice | null {
  const stored = readStored(CONSENT_STORAGE_KEY);
  return stored === 'accepted' || stored === 'refused' ? stored : null;
}
