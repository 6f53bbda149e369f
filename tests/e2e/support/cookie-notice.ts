import { CONSENT_STORAGE_KEY } from '../../../src/lib/analytics/consent-choice.ts';

/**
 * Every test's browser starts as a visitor who accepted the cookie notice on an earlier visit
 * (playwright.config.ts). The bar arrives with its lazy chunk after each load's first paint and
 * could land over a button between a test finding it uncovered and clicking it, which once made a
 * reload of the sell wizard lose its "Continuar". Accepted rather than refused: the page-view and
 * chat events the shell's specs count are kept only once a visitor has not refused. No tag loads
 * either way in tests, since no tag IDs are configured.
 */
export function noticeAccepted(origin: string) {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: 'accepted' }] }] };
}

/** For the specs about the notice itself: a first visit, with nothing stored. */
export const noticeUnanswered = { cookies: [], origins: [] };
