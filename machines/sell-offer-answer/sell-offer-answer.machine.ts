import { assign, fromPromise, setup } from 'xstate';

export type SellOfferAnswerEvent = { type: 'offer.accept' } | { type: 'offer.reject' } | { type: 'answer.confirm' } | { type: 'answer.deny' };

export type SellOfferAnswerInput = {
  id: string;
  /** An offer waits for the seller's answer: the request is PENDING and the offer has not expired. */
  offerWaiting: boolean;
};

export type SellOfferAnswerContext = SellOfferAnswerInput & {
  /** What the last refused answer rejected with; the feature turns it into the toast's words. */
  error: unknown;
};

/**
 * A sale card's answer to our offer: accept (we buy the car) or reject (the sale closes). Each asks
 * before anything is sent, shows the card busy while the server answers, and on failure announces
 * the error and offers the choice again. `answered` is final: the refetched list shows the new status.
 */
export const sellOfferAnswerMachine = setup({
  types: {
    context: {} as SellOfferAnswerContext,
    events: {} as SellOfferAnswerEvent,
    input: {} as SellOfferAnswerInput,
    tags: {} as 'question' | 'busy',
  },
  actors: {
    answerSellOffer: fromPromise<void, { id: string; accept: boolean }>(async () => {
      throw new Error('answerSellOffer is provided by the selling feature');
    }),
  },
  guards: {
    offerWaiting: ({ context }) => context.offerWaiting,
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast; the machine only says when.
    announceFailure: () => undefined,
  },
}).createMachine({
  id: 'sellOfferAnswer',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'offer.accept': { guard: 'offerWaiting', target: 'confirmingAccept' },
        'offer.reject': { guard: 'offerWaiting', target: 'confirmingReject' },
      },
    },
    confirmingAccept: {
      tags: ['question'],
      on: { 'answer.confirm': 'accepting', 'answer.deny': 'idle' },
    },
    confirmingReject: {
      tags: ['question'],
      on: { 'answer.confirm': 'rejecting', 'answer.deny': 'idle' },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'answerSellOffer',
        src: 'answerSellOffer',
        input: ({ context }) => ({ id: context.id, accept: true }),
        onDone: 'answered',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    rejecting: {
      tags: ['busy'],
      invoke: {
        id: 'answerSellOffer',
        src: 'answerSellOffer',
        input: ({ context }) => ({ id: context.id, accept: false }),
        onDone: 'answered',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    answered: { type: 'final' },
  },
});
