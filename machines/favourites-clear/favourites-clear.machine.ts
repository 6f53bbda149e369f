import { assign, fromPromise, setup } from 'xstate';

export type FavouritesClearEvent = { type: 'clear.request' } | { type: 'clear.yes' } | { type: 'clear.no' };

export type FavouritesClearContext = {
  /** What the clearing actor rejected with, for the toast (shown by the feature's toaster), until another try starts. */
  error: unknown;
};

/**
 * The favourites modal's clear-all (SPEC §4): button, then a yes/no question, and only yes sends.
 * `cleared` is final: the emptied list shows its empty state instead of the bar holding this.
 */
export const favouritesClearMachine = setup({
  types: {
    context: {} as FavouritesClearContext,
    events: {} as FavouritesClearEvent,
    tags: {} as 'busy' | 'question',
  },
  actors: {
    clearFavourites: fromPromise<void>(async () => {
      throw new Error('clearFavourites is provided by the favourites feature');
    }),
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    forgetError: assign({ error: null }),
    // The feature shows the toast; the machine only says when.
    announceFailure: () => undefined,
  },
}).createMachine({
  id: 'favouritesClear',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'clear.request': { target: 'confirming', actions: 'forgetError' },
      },
    },
    confirming: {
      tags: ['question'],
      on: { 'clear.yes': 'clearing', 'clear.no': 'idle' },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        id: 'clearFavourites',
        src: 'clearFavourites',
        onDone: 'cleared',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    cleared: { type: 'final' },
  },
});
