import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** What staff do with one booking of a spot's calendar. */
export type BookingActionName = 'confirm' | 'done' | 'noShow' | 'move';

/** What the API receives: the booking, the action and, to move it, the new hour. */
export type BookingActionRequest = { bookingId: string; action: BookingActionName; startsAt: string | null };

export type BookingActionEvent =
  | { type: 'action.choose'; action: Exclude<BookingActionName, 'move'> }
  | { type: 'move.open' }
  | { type: 'move.cancel' }
  | { type: 'slot.choose'; startsAt: string }
  | { type: 'action.confirm' }
  | { type: 'action.deny' };

export type BookingActionContext = {
  bookingId: string;
  action: BookingActionName | null;
  /** The hour chosen to move the booking to. */
  startsAt: string | null;
  /** What the last refused action answered; the feature words it in a toast. */
  error: unknown;
};

/**
 * One booking in the staff console's calendar: confirm it, record it done or a no-show, or move it
 * (the free hours are shown, one is picked). Every action is asked about first, busy while the server
 * answers; a refusal is announced and the booking stays as it was; after a change the calendar is
 * fetched again.
 */
export const bookingActionMachine = setup({
  types: {
    context: {} as BookingActionContext,
    events: {} as BookingActionEvent,
    input: {} as { bookingId: string },
    tags: {} as 'question' | 'busy' | 'picking',
  },
  actors: {
    runBookingAction: fromPromise<void, BookingActionRequest>(async () => {
      throw new Error('runBookingAction is provided by the staff console');
    }),
  },
  actions: {
    choose: assign({
      action: ({ event }) => {
        assertEvent(event, 'action.choose');
        return event.action;
      },
    }),
    chooseSlot: assign({
      action: 'move',
      startsAt: ({ event }) => {
        assertEvent(event, 'slot.choose');
        return event.startsAt;
      },
    }),
    forget: assign({ action: null, startsAt: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast and refetches the calendar; the machine only says when.
    announceFailure: () => undefined,
    bookingChanged: () => undefined,
  },
}).createMachine({
  id: 'bookingAction',
  context: ({ input }) => ({ bookingId: input.bookingId, action: null, startsAt: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.choose': { target: 'confirming', actions: 'choose' },
        'move.open': 'picking',
      },
    },
    picking: {
      tags: ['picking'],
      on: { 'slot.choose': { target: 'confirming', actions: 'chooseSlot' }, 'move.cancel': 'idle' },
    },
    confirming: {
      tags: ['question'],
      on: { 'action.confirm': 'running', 'action.deny': { target: 'idle', actions: 'forget' } },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'runBookingAction',
        src: 'runBookingAction',
        input: ({ context }) => ({ bookingId: context.bookingId, action: context.action ?? 'confirm', startsAt: context.startsAt }),
        onDone: { target: 'idle', actions: ['forget', 'bookingChanged'] },
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'forget', 'announceFailure'] },
      },
    },
  },
});
