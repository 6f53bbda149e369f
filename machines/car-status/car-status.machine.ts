import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type CarStatusEvent = { type: 'status.choose'; status: string } | { type: 'status.confirm' } | { type: 'status.deny' };

/** One car's move: its id and the status it goes to. */
export type CarStatusChange = { carId: string; status: string };

export type CarStatusContext = {
  carId: string;
  /** The status chosen, asked about, then sent. */
  status: string | null;
  /** What the last refused change answered; the feature words it in a toast. */
  error: unknown;
};

/**
 * Moving one car to another status in the staff console: the status is chosen among those the
 * server allows next, a question follows (SOLD is final), busy while the server answers; on failure
 * the error is announced and the car keeps its status. After a change the list is fetched again
 * and the car offers its new next statuses.
 */
export const carStatusMachine = setup({
  types: {
    context: {} as CarStatusContext,
    events: {} as CarStatusEvent,
    input: {} as { carId: string },
    tags: {} as 'question' | 'busy',
  },
  actors: {
    setCarStatus: fromPromise<void, CarStatusChange>(async () => {
      throw new Error('setCarStatus is provided by the staff console');
    }),
  },
  actions: {
    choose: assign({
      status: ({ event }) => {
        assertEvent(event, 'status.choose');
        return event.status;
      },
    }),
    forget: assign({ status: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast and refetches the list; the machine only says when.
    announceFailure: () => undefined,
    carChanged: () => undefined,
  },
}).createMachine({
  id: 'carStatus',
  context: ({ input }) => ({ carId: input.carId, status: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'status.choose': { target: 'confirming', actions: 'choose' } } },
    confirming: {
      tags: ['question'],
      on: { 'status.confirm': 'changing', 'status.deny': { target: 'idle', actions: 'forget' } },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'setCarStatus',
        src: 'setCarStatus',
        input: ({ context }) => ({ carId: context.carId, status: context.status ?? '' }),
        onDone: { target: 'idle', actions: ['forget', 'carChanged'] },
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'forget', 'announceFailure'] },
      },
    },
  },
});
