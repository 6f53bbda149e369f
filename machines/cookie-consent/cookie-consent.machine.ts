import { setup } from 'xstate';

export type CookieConsentInput = { acceptedBefore: boolean };
export type CookieConsentEvent = { type: 'consent.accept' };

/**
 * The cookie banner: shown until the visitor accepts, then never again on this browser.
 * Whether consent was given before comes in as input; remembering it is the provided
 * `rememberConsent` action, so the machine stays free of storage.
 */
export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentInput,
    events: {} as CookieConsentEvent,
    tags: {} as 'visible',
  },
  guards: {
    acceptedBefore: ({ context }) => context.acceptedBefore,
  },
  actions: {
    rememberConsent: () => {},
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ acceptedBefore: input.acceptedBefore }),
  initial: 'unknown',
  states: {
    unknown: {
      always: [{ guard: 'acceptedBefore', target: 'accepted' }, { target: 'shown' }],
    },
    shown: {
      tags: ['visible'],
      on: { 'consent.accept': { target: 'accepted', actions: 'rememberConsent' } },
    },
    accepted: { type: 'final' },
  },
});
