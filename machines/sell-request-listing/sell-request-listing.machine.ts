import { assign, fromPromise, setup } from 'xstate';

export type SellRequestListingEvent = { type: 'listing.ask' } | { type: 'listing.confirm' } | { type: 'listing.deny' };

/**
 * Turning a sell request the seller accepted into a car of the inventory, from the queue: asked
 * about first (the request closes as sold), busy while the server enters the car; a refusal is
 * announced and the request stays; once entered, the screen opens the new car's editor.
 */
export const sellRequestListingMachine = setup({
  types: {
    context: {} as { sellRequestId: string; carId: string | null; error: unknown },
    events: {} as SellRequestListingEvent,
    input: {} as { sellRequestId: string },
    tags: {} as 'question' | 'busy',
  },
  actors: {
    listSellRequestCar: fromPromise<{ carId: string }, { sellRequestId: string }>(async () => {
      throw new Error('listSellRequestCar is provided by the staff console');
    }),
  },
  actions: {
    rememberCar: assign({ carId: (_, params: { carId: string }) => params.carId }),
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    announceFailure: () => undefined,
    /** Runs once the car's id is in the context. */
    openCar: () => undefined,
  },
}).createMachine({
  id: 'sellRequestListing',
  context: ({ input }) => ({ sellRequestId: input.sellRequestId, carId: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'listing.ask': 'confirming' } },
    confirming: { tags: ['question'], on: { 'listing.confirm': 'listing', 'listing.deny': 'idle' } },
    listing: {
      tags: ['busy'],
      invoke: {
        id: 'listSellRequestCar',
        src: 'listSellRequestCar',
        input: ({ context }) => ({ sellRequestId: context.sellRequestId }),
        onDone: {
          target: 'listed',
          actions: [{ type: 'rememberCar', params: ({ event }) => ({ carId: event.output.carId }) }, 'openCar'],
        },
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    // The request is sold: nothing more to do with it here; the screen has moved to the car.
    listed: { type: 'final' },
  },
});
