import { assertEvent, assign, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import type { PersonInput } from '../../common/validation/person';
import { failureCode } from '../form/failure-code';
import { fieldChange } from '../form/form-events';
import { SELL_STEPS, type SellStep, type SellWizardContext, type SellWizardEvent } from './sell-wizard-types';
import { addressForm, carForm, personForm, priceForm, scheduleForm, type SellRequestCreated } from './sell-forms';
import { locationFieldChanges } from './sell-location';
import { slotCalendarMachine } from './slot-calendar.machine';
import { emptySellDraft, personValuesOf, requestSoFar, type SellDraft, type SellParsed, type ScheduleValues, type SellQuote } from './sell-values';

/**
 * The sell wizard (SPEC §2, decision 21): one state per step, each over its form machine; the price
 * step quotes the car, the schedule step draws the calendar of the place chosen and sends.
 *
 * The calendar is its own machine (slot-calendar.machine.ts), shared with the edit-selling page.
 * The send is the schedule form's own submission (its submit is createSellRequest), not a separate
 * wizard call: so every failed send goes through that form's three-failure lock like any form's, and
 * `schedule.sending` (tag busy: the draft is not saved meanwhile) mirrors the form's submitting.
 * A taken or no longer offered hour brings the calendar back with the hour cleared, the rest kept.
 */
export { SELL_STEPS, type SellStep, type SellWizardContext, type SellWizardEvent } from './sell-wizard-types';

const HOUR_GONE = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE'];

// Any visited step opens again from the stepper, from any step; nothing moves while sending.
const gotoVisitedStep = SELL_STEPS.map((step) => ({ guard: { type: 'opensVisitedStep', params: { step } }, target: `#sellWizard.${step}` }) as const);

export const sellWizardMachine = setup({
  types: {
    context: {} as SellWizardContext,
    events: {} as SellWizardEvent,
    input: {} as { now?: Date; person?: Partial<PersonInput> } | undefined,
    output: {} as { requestId: string; request: SellRequestCreated | null },
    tags: {} as 'busy',
    children: {} as { carForm: 'carForm'; priceForm: 'priceForm'; personForm: 'personForm'; addressForm: 'addressForm'; scheduleForm: 'scheduleForm'; fetchQuote: 'fetchQuote'; slotCalendar: 'slotCalendar' },
  },
  actors: {
    carForm,
    priceForm,
    personForm,
    addressForm,
    // The send: the feature provides it as the form's submit (sell-calls.ts).
    scheduleForm,
    fetchQuote: fromPromise<SellQuote, NonNullable<SellParsed['car']>>(async () => {
      throw new Error('fetchQuote is provided by the sell feature');
    }),
    // Its hours: the feature provides the call (sell-calls.ts).
    slotCalendar: slotCalendarMachine,
  },
  guards: {
    /** The stepper asks for `step`, and the visitor has already been there. */
    opensVisitedStep: ({ context, event }, params: { step: SellStep }) => event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
    hasQuote: ({ context }) => context.quote !== null,
    carChanged: ({ context }, params: { car: SellParsed['car'] }) => JSON.stringify(params.car) !== JSON.stringify(context.parsed.car),
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    sending: stateIn('#sellWizard.schedule.sending'),
    hourGone: (_, params: { error: unknown }) => HOUR_GONE.includes(failureCode(params.error) ?? ''),
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: SellStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepTyped: assign({ draft: ({ context }, params: Partial<SellDraft>) => ({ ...context.draft, ...params }) }),
    keepParsed: assign({ parsed: ({ context }, params: Partial<SellParsed>) => ({ ...context.parsed, ...params }) }),
    // Another car is another price: the quote goes, and with it the price it suggested.
    forgetQuote: assign({ quote: null, draft: ({ context }) => ({ ...context.draft, price: { ...context.draft.price, expectedPrice: '' } }) }),
    keepQuote: assign(({ context }, params: { quote: SellQuote }) => ({
      quote: params.quote,
      draft: { ...context.draft, price: { ...context.draft.price, expectedPrice: context.draft.price.expectedPrice || String(Math.round(params.quote.suggestedPrice)) } },
    })),
    shareLocation: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'location.found');
      enqueue.assign({ location: 'found' });
      for (const change of locationFieldChanges(event)) enqueue.sendTo('addressForm', change);
    }),
    noteLocationRefused: assign({ location: 'refused' }),
    // The hour is cleared in the form itself, so the visitor must pick another before sending again;
    // the calendar asks its dates again, without the hour taken.
    dropTakenHour: enqueueActions(({ enqueue }) => {
      enqueue.assign({ slotTaken: true });
      enqueue.sendTo('scheduleForm', fieldChange<ScheduleValues, 'slotStartsAt'>('slotStartsAt', ''));
      enqueue.sendTo('slotCalendar', { type: 'slots.reload' });
    }),
    forgetTakenHour: assign({ slotTaken: false }),
    keepCreated: assign({ created: (_, params: { created: SellRequestCreated }) => params.created }),
  },
}).createMachine({
  id: 'sellWizard',
  context: ({ input }) => {
    const now = input?.now ?? new Date();
    const empty = emptySellDraft(now.toISOString());
    return {
      draft: { ...empty, person: input?.person ? personValuesOf(input.person) : empty.person },
      parsed: { car: null, price: null, person: null, address: null },
      visited: ['car'],
      quote: null,
      location: 'notAsked',
      slotTaken: false,
      created: null,
    };
  },
  initial: 'car',
  states: {
    car: {
      on: { 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'carForm',
        src: 'carForm',
        input: ({ context }) => ({ values: context.draft.car }),
        // What is typed is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ car: event.snapshot.context.values }) } },
        onDone: [
          {
            guard: { type: 'carChanged', params: ({ event }) => ({ car: event.output.values }) },
            target: 'price',
            actions: ['forgetQuote', { type: 'keepParsed', params: ({ event }) => ({ car: event.output.values }) }],
          },
          { target: 'price' },
        ],
      },
    },
    price: {
      entry: { type: 'visit', params: { step: 'price' } },
      on: { 'step.back': 'car', 'step.goto': gotoVisitedStep },
      initial: 'opening',
      states: {
        // The quote of the same car is kept: coming back does not ask again.
        opening: { always: [{ guard: 'hasQuote', target: 'quoted' }, { target: 'quoting' }] },
        quoting: {
          invoke: {
            id: 'fetchQuote',
            src: 'fetchQuote',
            input: ({ context }) => context.parsed.car!,
            onDone: { target: 'quoted', actions: { type: 'keepQuote', params: ({ event }) => ({ quote: event.output }) } },
            onError: 'quoteFailed',
          },
        },
        quoteFailed: { on: { 'quote.retry': 'quoting' } },
        quoted: {
          invoke: {
            id: 'priceForm',
            src: 'priceForm',
            input: ({ context }) => ({ values: context.draft.price }),
            onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ price: event.snapshot.context.values }) } },
            onDone: { target: '#sellWizard.person', actions: { type: 'keepParsed', params: ({ event }) => ({ price: event.output.values }) } },
          },
        },
      },
    },
    person: {
      entry: { type: 'visit', params: { step: 'person' } },
      on: { 'step.back': 'price', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'personForm',
        src: 'personForm',
        input: ({ context }) => ({ values: context.draft.person }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ person: event.snapshot.context.values }) } },
        onDone: { target: 'address', actions: { type: 'keepParsed', params: ({ event }) => ({ person: event.output.values }) } },
      },
    },
    address: {
      entry: { type: 'visit', params: { step: 'address' } },
      on: { 'step.back': 'person', 'step.goto': gotoVisitedStep, 'location.found': { actions: 'shareLocation' }, 'location.refused': { actions: 'noteLocationRefused' } },
      invoke: {
        id: 'addressForm',
        src: 'addressForm',
        input: ({ context }) => ({ values: context.draft.address }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ address: event.snapshot.context.values }) } },
        onDone: { target: 'schedule', actions: { type: 'keepParsed', params: ({ event }) => ({ address: event.output.values }) } },
      },
    },
    schedule: {
      entry: { type: 'visit', params: { step: 'schedule' } },
      exit: 'forgetTakenHour',
      on: { 'step.back': 'address', 'step.goto': gotoVisitedStep },
      invoke: [
        // The form lives across the calendar's reloads, so its lock counts every failed send of the step.
        {
          id: 'scheduleForm',
          src: 'scheduleForm',
          input: ({ context }) => ({ values: { ...context.draft.schedule, request: requestSoFar(context.parsed) } }),
          onSnapshot: [
            { guard: 'sending', actions: { type: 'keepTyped', params: ({ event }) => ({ schedule: event.snapshot.context.values }) } },
            {
              guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) },
              target: '.sending',
              actions: { type: 'keepTyped', params: ({ event }) => ({ schedule: event.snapshot.context.values }) },
            },
            { actions: { type: 'keepTyped', params: ({ event }) => ({ schedule: event.snapshot.context.values }) } },
          ],
          onDone: { target: 'sent', actions: { type: 'keepCreated', params: ({ event }) => ({ created: event.output.result }) } },
        },
        { id: 'slotCalendar', src: 'slotCalendar', input: ({ context }) => ({ spotId: context.parsed.address!.spotId, place: context.parsed.address!.place }) },
      ],
      initial: 'choosing',
      states: {
        choosing: {},
        sending: {
          tags: ['busy'],
          entry: 'forgetTakenHour',
          on: {
            // Swallowed: nothing moves while the request is on its way.
            'step.back': {},
            'step.goto': {},
            'form.failed': [{ guard: { type: 'hourGone', params: ({ event }) => ({ error: event.error }) }, target: 'choosing', actions: 'dropTakenHour' }, { target: 'choosing' }],
          },
        },
      },
    },
    sent: { type: 'final' },
  },
  // What the feature navigates with: the request the server created.
  output: ({ context }) => ({ requestId: context.created?.id ?? '', request: context.created }),
});
