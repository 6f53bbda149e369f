import { assign, fromPromise, setup } from 'xstate';

export type SellRequestRemovalEvent = { type: 'cancel.request' } | { type: 'delete.request' } | { type: 'removal.confirm' } | { type: 'removal.deny' };

export type SellRequestRemovalInput = {
  id: string;
  /** SPEC §4: only a sale in progress can be cancelled; any sale can be deleted. */
  inProgress: boolean;
};

export type SellRequestRemovalContext = SellRequestRemovalInput & {
  /** What the last refused change rejected with; the feature turns it into the toast's words. */
  error: unknown;
};

/**
 * One sale card's cancel and delete (SPEC §4): each asks before anything is sent, shows the card
 * busy while the server answers, and on failure announces the error and leaves the card as it was.
 * `changed` is final: the refetched list moves a cancelled card to "complete" and drops a deleted one.
 */
export const sellRequestRemovalMachine = setup({
  types: {
    context: {} as SellRequestRemovalContext,
    events: {} as SellRequestRemovalEvent,
    input: {} as SellRequestRemovalInput,
    tags: {} as 'question' | 'busy',
  },
  actors: {
    cancelSellRequest: fromPromise<void, { id: string }>(async () => {
      throw new Error('cancelSellRequest is provided by the selling feature');
    }),
    deleteSellRequest: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteSellRequest is provided by the selling feature');
    }),
  },
  guards: {
    inProgress: ({ context }) => context.inProgress,
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast (SPEC §8 wording, 4000 ms); the machine only says when.
    announceFailure: () => undefined,
  },
}).createMachine({
  id: 'sellRequestRemoval',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cancel.request': { guard: 'inProgress', target: 'confirmingCancel' },
        'delete.request': 'confirmingDelete',
      },
    },
    confirmingCancel: {
      tags: ['question'],
      on: { 'removal.confirm': 'cancelling', 'removal.deny': 'idle' },
    },
    confirmingDelete: {
      tags: ['question'],
      on: { 'removal.confirm': 'deleting', 'removal.deny': 'idle' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelSellRequest',
        src: 'cancelSellRequest',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'changed',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteSellRequest',
        src: 'deleteSellRequest',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'changed',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    changed: { type: 'final' },
  },
});
