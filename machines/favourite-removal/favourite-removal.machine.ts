import { assign, fromPromise, setup } from 'xstate';

export type FavouriteRemovalEvent = { type: 'removal.request' } | { type: 'removal.confirm' } | { type: 'removal.deny' };

export type FavouriteRemovalContext = {
  carId: string;
  /** What the removal actor rejected with; the feature turns it into the toast's words. */
  error: unknown;
};

/**
 * One favourite card's heart (SPEC §4): a question before anything is sent, a skeleton while the
 * server removes it, and on failure an error toast with the card back as it was. `removed` is
 * final: the refetched list no longer holds the card, so nothing renders it again.
 */
export const favouriteRemovalMachine = setup({
  types: {
    context: {} as FavouriteRemovalContext,
    events: {} as FavouriteRemovalEvent,
    input: {} as { carId: string },
    tags: {} as 'skeleton' | 'question',
  },
  actors: {
    removeFavourite: fromPromise<void, { carId: string }>(async () => {
      throw new Error('removeFavourite is provided by the favourites feature');
    }),
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    forgetError: assign({ error: null }),
    // The feature shows the toast; the machine only says when.
    announceFailure: () => undefined,
  },
  delays: {
    // SPEC §9: an error toast lives 4000 ms; the card is back meanwhile and after.
    toastLife: 4000,
  },
}).createMachine({
  id: 'favouriteRemoval',
  context: ({ input }) => ({ carId: input.carId, error: null }),
  initial: 'normal',
  states: {
    normal: {
      on: { 'removal.request': 'confirming' },
    },
    confirming: {
      tags: ['question'],
      on: { 'removal.confirm': 'removing', 'removal.deny': 'normal' },
    },
    removing: {
      tags: ['skeleton'],
      invoke: {
        id: 'removeFavourite',
        src: 'removeFavourite',
        input: ({ context }) => ({ carId: context.carId }),
        onDone: 'removed',
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The card is shown again at once, under the toast; asking again need not wait for it.
    failed: {
      entry: 'announceFailure',
      after: { toastLife: { target: 'normal', actions: 'forgetError' } },
      on: { 'removal.request': { target: 'confirming', actions: 'forgetError' } },
    },
    removed: { type: 'final' },
  },
});
