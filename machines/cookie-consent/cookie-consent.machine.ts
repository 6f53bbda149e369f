import { setup } from 'xstate';

export type ConsentAnswer = 'accepted' | 'refused';
export type CookieConsentInput = { answeredBefore: ConsentAnswer | null };
export type CookieConsentEvent = { type: 'consent.accept' } | { type: 'consent.refuse' };

/**
 * The cookie banner: shown until the visitor accepts or refuses, then never again on this browser.
 * The earlier answer comes in as input; remembering it (and letting the tags load, or never) is
 * the provided `rememberAnswer` action, so the machine stays free of storage.
 */
export const cookieConsentMachine = setup({
  types: {
    input: {} as CookieConsentInput,
    context: {} as CookieConsentInput,
    events: {} as CookieConsentEvent,
    tags: {} as 'visible',
  },
  guards: {
    acceptedBefore: ({ context }) => context.answeredBefore === 'accepted',
    refusedBefore: ({ context }) => context.answeredBefore === 'refused',
  },
  actions: {
    // The answer arrives as params; the machine only names the action, the shell stores it.
    rememberAnswer: (...[, _params]: [unknown, { answer: ConsentAnswer }]) => {},
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ answeredBefore: input.answeredBefore }),
  initial: 'unknown',
  states: {
    unknown: {
      always: [{ guard: 'acceptedBefore', target: 'accepted' }, { guard: 'refusedBefore', target: 'refused' }, { target: 'shown' }],
    },
    shown: {
      tags: ['visible'],
      on: {
        'consent.accept': { target: 'accepted', actions: { type: 'rememberAnswer', params: { answer: 'accepted' } } },
        'consent.refuse': { target: 'refused', actions: { type: 'rememberAnswer', params: { answer: 'refused' } } },
      },
    },
    accepted: { type: 'final' },
    refused: { type: 'final' },
  },
});
