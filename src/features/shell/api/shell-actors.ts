import { cookieConsentMachine } from '../../../../machines/cookie-consent/cookie-consent.machine';
import { recordConsent } from '../../../lib/analytics/consent';
import { readConsent } from '../../../lib/analytics/consent-choice';

/** This browser's earlier answer to the cookie banner: the banner's input. */
export const consentAnsweredBefore = readConsent;

/** The cookie banner's statechart: the answer is remembered and lets the tags load, or never. */
export const cookieConsent = cookieConsentMachine.provide({
  actions: { rememberAnswer: (_, { answer }) => recordConsent(answer) },
});
