import { assertEvent, assign, enqueueActions, setup, stateIn } from 'xstate';
import type { PersonInput } from '../../common/validation/person';
import { failureCode } from '../form/failure-code';
import { fieldChange } from '../form/form-events';
import type { FormFailed } from '../form/form.machine';
import type { LocationEvent, LocationState } from '../sell/sell-location';
import { slotCalendarMachine } from '../sell/slot-calendar.machine';
import { confirmForm, contactForm, hourForm, placeForm } from './test-drive-forms';
import { contactValuesOf, driveSoFar, emptyPlace, type PlaceValues, type TestDriveBooked, type TestDriveDraft, type TestDriveParsed } from './test-drive-values';

/**
 * Booking a test drive from a car page (SPEC §2: the pre-test-drive contact form, then the place, the
 * date and hour, the confirmation and the success; decision 21's wizard pattern). The calendar is the
 * sell flow's slot calendar over the car's hours. The send is the confirmation form's own submission
 * (its submit is scheduleTestDrive), so every failed send goes through its three-failure lock; a taken
 * or no longer offered hour brings the calendar back with the hour cleared, the rest kept; a car that
 * was sold or reserved meanwhile ends the flow in `carUnavailable`.
 */
export const TEST_DRIVE_STEPS = ['contact', 'place', 'hour', 'confirm'] as const;
export type TestDriveStep = (typeof TEST_DRIVE_STEPS)[number];

export type TestDriveEvent = { type: 'step.back' } | { type: 'step.goto'; step: TestDriveStep } | LocationEvent | FormFailed;

export type TestDriveContext = {
  carId: string;
  /** The car's spot: where the drive starts, and whose staff bring the car to a home. */
  spotId: string;
  draft: TestDriveDraft;
  parsed: TestDriveParsed;
  visited: TestDriveStep[];
  location: LocationState;
  /** The hour chosen was taken (or stopped being offered) before the drive arrived: choose another. */
  slotTaken: boolean;
  booked: TestDriveBooked | null;
};

export type TestDriveInput = { carId: string; spotId: string; now?: Date; person?: Partial<PersonInput> };

const HOUR_GONE = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE'];
const CAR_GONE = ['CAR_NOT_AVAILABLE'];

const gotoVisitedStep = TEST_DRIVE_STEPS.map((step) => ({ guard: { type: 'opensVisitedStep', params: { step } }, target: `#testDrive.${step}` }) as const);

export const testDriveMachine = setup({
  types: {
    context: {} as TestDriveContext,
    events: {} as TestDriveEvent,
    input: {} as TestDriveInput,
    output: {} as { booked: TestDriveBooked | null },
    tags: {} as 'busy',
    children: {} as { contactForm: 'contactForm'; placeForm: 'placeForm'; hourForm: 'hourForm'; confirmForm: 'confirmForm'; slotCalendar: 'slotCalendar' },
  },
  actors: {
    contactForm,
    placeForm,
    hourForm,
    // The send: the feature provides scheduleTestDrive as the form's submit (test-drive-calls.ts).
    confirmForm,
    // Its hours: the feature provides the car's (test-drive-calls.ts).
    slotCalendar: slotCalendarMachine,
  },
  guards: {
    opensVisitedStep: ({ context, event }, params: { step: TestDriveStep }) => event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    sending: stateIn('#testDrive.confirm.sending'),
    hourGone: (_, params: { error: unknown }) => HOUR_GONE.includes(failureCode(params.error) ?? ''),
    carGone: (_, params: { error: unknown }) => CAR_GONE.includes(failureCode(params.error) ?? ''),
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: TestDriveStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepTyped: assign({ draft: ({ context }, params: Partial<TestDriveDraft>) => ({ ...context.draft, ...params }) }),
    keepParsed: assign({ parsed: ({ context }, params: Partial<TestDriveParsed>) => ({ ...context.parsed, ...params }) }),
    shareLocation: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'location.found');
      enqueue.assign({ location: 'found' });
      enqueue.sendTo('placeForm', fieldChange<PlaceValues, 'latitude'>('latitude', event.latitude));
      enqueue.sendTo('placeForm', fieldChange<PlaceValues, 'longitude'>('longitude', event.longitude));
    }),
    noteLocationRefused: assign({ location: 'refused' }),
    // The hour goes from the draft and the parsed drive: the calendar opens again without it.
    dropTakenHour: assign(({ context }) => ({ slotTaken: true, draft: { ...context.draft, hour: { slotStartsAt: '' } }, parsed: { ...context.parsed, slotStartsAt: null } })),
    forgetTakenHour: assign({ slotTaken: false }),
    keepBooked: assign({ booked: (_, params: { booked: TestDriveBooked }) => params.booked }),
  },
}).createMachine({
  id: 'testDrive',
  context: ({ input }) => ({
    carId: input.carId,
    spotId: input.spotId,
    draft: { contact: contactValuesOf(input.person ?? {}), place: emptyPlace, hour: { slotStartsAt: '' } },
    parsed: { contact: null, place: null, slotStartsAt: null },
    visited: ['contact'],
    location: 'notAsked',
    slotTaken: false,
    booked: null,
  }),
  initial: 'contact',
  states: {
    contact: {
      on: { 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'contactForm',
        src: 'contactForm',
        input: ({ context }) => ({ values: context.draft.contact }),
        // What is typed is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ contact: event.snapshot.context.values }) } },
        onDone: { target: 'place', actions: { type: 'keepParsed', params: ({ event }) => ({ contact: event.output.values }) } },
      },
    },
    place: {
      entry: { type: 'visit', params: { step: 'place' } },
      on: { 'step.back': 'contact', 'step.goto': gotoVisitedStep, 'location.found': { actions: 'shareLocation' }, 'location.refused': { actions: 'noteLocationRefused' } },
      invoke: {
        id: 'placeForm',
        src: 'placeForm',
        input: ({ context }) => ({ values: context.draft.place }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ place: event.snapshot.context.values }) } },
        onDone: { target: 'hour', actions: { type: 'keepParsed', params: ({ event }) => ({ place: event.output.values }) } },
      },
    },
    hour: {
      entry: { type: 'visit', params: { step: 'hour' } },
      on: { 'step.back': 'place', 'step.goto': gotoVisitedStep },
      invoke: [
        {
          id: 'hourForm',
          src: 'hourForm',
          input: ({ context }) => ({ values: context.draft.hour }),
          onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ hour: event.snapshot.context.values }) } },
          onDone: { target: 'confirm', actions: ['forgetTakenHour', { type: 'keepParsed', params: ({ event }) => ({ slotStartsAt: event.output.values }) }] },
        },
        { id: 'slotCalendar', src: 'slotCalendar', input: ({ context }) => ({ spotId: context.spotId, place: context.parsed.place!.place }) },
      ],
    },
    confirm: {
      entry: { type: 'visit', params: { step: 'confirm' } },
      invoke: {
        id: 'confirmForm',
        src: 'confirmForm',
        input: ({ context }) => ({ values: { drive: driveSoFar(context.carId, context.parsed) } }),
        onSnapshot: [{ guard: 'sending' }, { guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) }, target: '.sending' }],
        onDone: { target: 'booked', actions: { type: 'keepBooked', params: ({ event }) => ({ booked: event.output.result }) } },
      },
      initial: 'ready',
      states: {
        // The steps are left from here only: while sending, nothing moves.
        ready: { on: { 'step.back': '#testDrive.hour', 'step.goto': gotoVisitedStep } },
        sending: {
          tags: ['busy'],
          on: {
            'form.failed': [
              { guard: { type: 'hourGone', params: ({ event }) => ({ error: event.error }) }, target: '#testDrive.hour', actions: 'dropTakenHour' },
              { guard: { type: 'carGone', params: ({ event }) => ({ error: event.error }) }, target: '#testDrive.carUnavailable' },
              { target: 'ready' },
            ],
          },
        },
      },
    },
    // Sold or reserved by someone else meanwhile: nothing here can book it; the page says so.
    carUnavailable: { type: 'final' },
    booked: { type: 'final' },
  },
  // What the feature shows on the success page: the drive as the server booked it.
  output: ({ context }) => ({ booked: context.booked }),
});
