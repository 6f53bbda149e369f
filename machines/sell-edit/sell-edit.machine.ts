import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { UpdateSellRequestInput } from '../../common/validation/sell-request';
import { failureCode } from '../form/failure-code';
import { fieldChange } from '../form/form-events';
import { createFormMachine, type FormFailed } from '../form/form.machine';
import { type LocationEvent, locationFieldChanges, type LocationState } from '../sell/sell-location';
import type { SellQuote } from '../sell/sell-values';
import { type HeldHour, slotCalendarMachine } from '../sell/slot-calendar.machine';
import { sellEditSchema, type SellEditValues, type SellRequestSaved, type SellRequestToEdit } from './sell-edit-values';

/**
 * The edit-selling page (SPEC §2): the request's hopes, person, place and hour in one form, saved
 * with updateSellRequest. The calendar follows the spot chosen; back at the request's own spot its
 * hour is chosen again, since keeping it takes nothing from anyone. As in the wizard, a taken hour
 * brings the calendar back with the hour cleared and the rest kept, and every failed save counts
 * towards the form's lock.
 */
export type SellEditEvent = LocationEvent | FormFailed;

export type SellEditContext = {
  /** The request as saved: the form starts from it. */
  startValues: SellEditValues;
  quote: SellQuote | null;
  held: HeldHour;
  location: LocationState;
  /** The spot whose calendar is shown. */
  calendarSpot: string;
  slotTaken: boolean;
  saved: SellRequestSaved | null;
};

const HOUR_GONE = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE'];

export const sellEditForm = createFormMachine<SellEditValues, UpdateSellRequestInput, SellRequestSaved>({ id: 'sellEditForm', schema: sellEditSchema, tellsHostFailures: true });

export const sellEditMachine = setup({
  types: {
    context: {} as SellEditContext,
    events: {} as SellEditEvent,
    input: {} as SellRequestToEdit,
    output: {} as { saved: SellRequestSaved | null },
    tags: {} as 'busy',
    children: {} as { sellEditForm: 'sellEditForm'; slotCalendar: 'slotCalendar' },
  },
  actors: { sellEditForm, slotCalendar: slotCalendarMachine },
  guards: {
    spotMoved: ({ context }, params: { values: SellEditValues }) => params.values.spotId !== '' && params.values.spotId !== context.calendarSpot,
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    hourGone: (_, params: { error: unknown }) => HOUR_GONE.includes(failureCode(params.error) ?? ''),
  },
  actions: {
    // Another spot, another calendar; the hour is the request's own back at its spot, else to choose.
    followSpot: enqueueActions(({ context, enqueue }, params: { values: SellEditValues }) => {
      const { spotId, place } = params.values;
      if (place === '') return;
      enqueue.assign({ calendarSpot: spotId });
      enqueue.sendTo('slotCalendar', { type: 'slots.place', spotId, place });
      enqueue.sendTo('sellEditForm', fieldChange<SellEditValues, 'slotStartsAt'>('slotStartsAt', spotId === context.held.spotId ? context.held.startsAt : ''));
    }),
    shareLocation: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'location.found');
      enqueue.assign({ location: 'found' });
      for (const change of locationFieldChanges(event)) enqueue.sendTo('sellEditForm', change);
    }),
    noteLocationRefused: assign({ location: 'refused' }),
    dropTakenHour: enqueueActions(({ enqueue }) => {
      enqueue.assign({ slotTaken: true });
      enqueue.sendTo('sellEditForm', fieldChange<SellEditValues, 'slotStartsAt'>('slotStartsAt', ''));
      enqueue.sendTo('slotCalendar', { type: 'slots.reload' });
    }),
    forgetTakenHour: assign({ slotTaken: false }),
    keepSaved: assign({ saved: (_, params: { saved: SellRequestSaved }) => params.saved }),
  },
}).createMachine({
  id: 'sellEdit',
  context: ({ input }) => ({ startValues: input.values, quote: input.quote, held: input.held, location: 'notAsked', calendarSpot: input.values.spotId, slotTaken: false, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'location.found': { actions: 'shareLocation' }, 'location.refused': { actions: 'noteLocationRefused' } },
      invoke: [
        {
          id: 'sellEditForm',
          src: 'sellEditForm',
          input: ({ context }) => ({ values: context.startValues }),
          // The calendar follows the spot whenever it changes, a save on its way or not.
          onSnapshot: [
            { guard: { type: 'spotMoved', params: ({ event }) => ({ values: event.snapshot.context.values }) }, actions: { type: 'followSpot', params: ({ event }) => ({ values: event.snapshot.context.values }) } },
            { guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) }, target: '.saving' },
          ],
          onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output.result }) } },
        },
        { id: 'slotCalendar', src: 'slotCalendar', input: ({ context }) => ({ spotId: context.calendarSpot, place: context.startValues.place || 'SPOT', held: context.held }) },
      ],
      initial: 'idle',
      states: {
        idle: {},
        saving: {
          tags: ['busy'],
          entry: 'forgetTakenHour',
          on: { 'form.failed': [{ guard: { type: 'hourGone', params: ({ event }) => ({ error: event.error }) }, target: 'idle', actions: 'dropTakenHour' }, { target: 'idle' }] },
        },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
