import { assign, fromPromise, setup } from 'xstate';

export type ClosureRemovalEvent = { type: 'removal.ask' } | { type: 'removal.confirm' } | { type: 'removal.deny' };

/**
 * Removing one closure of a spot in the schedule screen: asked about first (its hours open to the
 * public again; drives it cancelled stay cancelled), busy while the server answers; a refusal is
 * announced and the closure stays; after the removal the calendar is fetched again.
 */
export const closureRemovalMachine = setup({
  types: {
    context: {} as { closureId: string; error: unknown },
    events: {} as ClosureRemovalEvent,
    input: {} as { closureId: string },
    tags: {} as 'question' | 'busy',
  },
  actors: {
    removeSpotClosure: fromPromise<void, { closureId: string }>(async () => {
      throw new Error('removeSpotClosure is provided by the staff console');
    }),
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    announceFailure: () => undefined,
    closureRemoved: () => undefined,
  },
}).createMachine({
  id: 'closureRemoval',
  context: ({ input }) => ({ closureId: input.closureId, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'removal.ask': 'confirming' } },
    confirming: { tags: ['question'], on: { 'removal.confirm': 'removing', 'removal.deny': 'idle' } },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeSpotClosure',
        src: 'removeSpotClosure',
        input: ({ context }) => ({ closureId: context.closureId }),
        onDone: { target: 'idle', actions: 'closureRemoved' },
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
  },
});
