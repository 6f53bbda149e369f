import { cookieConsentMachine } from '../../../../machines/cookie-consent/cookie-consent.machine';
import { readStored, writeStored } from '../../../lib/storage';

const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Whether this browser accepted cookies on an earlier visit: the banner's input. */
export const consentGivenBefore = () => readStored(CONSENT_STORAGE_KEY) === 'accepted';

/** The cookie banner's statechart, remembering the consent in this browser's storage. */
export const cookieConsent = cookieConsentMachine.provide({
  actions: { rememberConsent: () => writeStored(CONSENT_STORAGE_KEY, 'accepted') },
});
