import { assign, fromPromise, setup, stateIn } from 'xstate';
import type { PersonInput } from '../../common/validation/person';
import type { FormFailed } from '../form/form.machine';
import { personValuesOf } from '../sell/sell-values';
import type { CarRef } from '../wizard/car-ref';
import { personForm, sendForm, specsForm } from './request-forms';
import { type CarRequestCreated, type CarRequestSpecs, type RequestDraft, type RequestParsed, requestSoFar, type SimilarCar, specsValuesOf } from './request-values';

/**
 * Request a car (SPEC §2, decision 21): Especificaciones, Info personal, Resultados, each over its
 * form machine, then `sent` with the stored request.
 *
 * When the request is sent: SPEC shows Resultados as suggested cars *with a send-request button*,
 * so the suggestions come before the request is stored, and sending is the visitor's choice (a car
 * suggested may be the one: no request then). Resultados therefore asks the abstract `suggestCars`
 * (the feature's catalogue query) for the cars closest to the specs, and the button submits the
 * send form, whose submit is createCarRequest: so every failed send goes through the form's
 * three-failure lock. The request's own suggestedCars (the server's match as it stores it) are the
 * output, for the success screen. The two regions of Resultados run side by side: a send does not
 * wait for, nor cancel, the suggestions.
 */
export const REQUEST_STEPS = ['specs', 'person', 'results'] as const;
export type RequestStep = (typeof REQUEST_STEPS)[number];

export type RequestACarEvent = { type: 'step.back' } | { type: 'step.goto'; step: RequestStep } | { type: 'suggestions.retry' } | FormFailed;

export type RequestACarContext = {
  draft: RequestDraft;
  parsed: RequestParsed;
  visited: RequestStep[];
  /** The cars closest to the specs parsed, once asked; null until then and after the specs change. */
  suggestions: CarRef[] | null;
  /** The request as the server stored it, once sent. */
  created: CarRequestCreated | null;
};

export type RequestACarInput = { now?: Date; person?: Partial<PersonInput>; similarTo?: SimilarCar } | undefined;

// Any visited step opens again from the stepper; nothing moves while the request is on its way.
const gotoVisitedStep = REQUEST_STEPS.map((step) => ({ guard: { type: 'opensVisitedStep', params: { step } }, target: `#requestACar.${step}` }) as const);

export const requestACarMachine = setup({
  types: {
    context: {} as RequestACarContext,
    events: {} as RequestACarEvent,
    input: {} as RequestACarInput,
    output: {} as { requestId: string; suggestedCars: CarRef[] },
    tags: {} as 'busy',
    children: {} as { specsForm: 'specsForm'; personForm: 'personForm'; sendForm: 'sendForm'; suggestCars: 'suggestCars' },
  },
  actors: {
    specsForm,
    personForm,
    // The send: the feature provides createCarRequest as the form's submit (request-calls.ts).
    sendForm,
    suggestCars: fromPromise<CarRef[], CarRequestSpecs>(async () => {
      throw new Error('suggestCars is provided by the request-a-car feature');
    }),
  },
  guards: {
    opensVisitedStep: ({ context, event }, params: { step: RequestStep }) => event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
    specsChanged: ({ context }, params: { specs: CarRequestSpecs }) => JSON.stringify(params.specs) !== JSON.stringify(context.parsed.specs),
    hasSuggestions: ({ context }) => context.suggestions !== null,
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    sending: stateIn('#requestACar.results.request.sending'),
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: RequestStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepTyped: assign({ draft: ({ context }, params: Partial<RequestDraft>) => ({ ...context.draft, ...params }) }),
    keepParsed: assign({ parsed: ({ context }, params: Partial<RequestParsed>) => ({ ...context.parsed, ...params }) }),
    // Other specs are other cars: the suggestions are asked again.
    forgetSuggestions: assign({ suggestions: null }),
    keepSuggestions: assign({ suggestions: (_, params: { cars: CarRef[] }) => params.cars }),
    keepCreated: assign({ created: (_, params: { created: CarRequestCreated }) => params.created }),
  },
}).createMachine({
  id: 'requestACar',
  context: ({ input }) => {
    const now = input?.now ?? new Date();
    return {
      draft: { specs: specsValuesOf(now.toISOString(), input?.similarTo), person: personValuesOf(input?.person ?? {}) },
      parsed: { specs: null, person: null },
      visited: ['specs'],
      suggestions: null,
      created: null,
    };
  },
  initial: 'specs',
  states: {
    specs: {
      on: { 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'specsForm',
        src: 'specsForm',
        input: ({ context }) => ({ values: context.draft.specs }),
        // What is typed is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ specs: event.snapshot.context.values }) } },
        onDone: [
          {
            guard: { type: 'specsChanged', params: ({ event }) => ({ specs: event.output.values }) },
            target: 'person',
            actions: ['forgetSuggestions', { type: 'keepParsed', params: ({ event }) => ({ specs: event.output.values }) }],
          },
          { target: 'person' },
        ],
      },
    },
    person: {
      entry: { type: 'visit', params: { step: 'person' } },
      on: { 'step.back': 'specs', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'personForm',
        src: 'personForm',
        input: ({ context }) => ({ values: context.draft.person }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ person: event.snapshot.context.values }) } },
        onDone: { target: 'results', actions: { type: 'keepParsed', params: ({ event }) => ({ person: event.output.values }) } },
      },
    },
    results: {
      entry: { type: 'visit', params: { step: 'results' } },
      type: 'parallel',
      states: {
        suggestions: {
          initial: 'opening',
          states: {
            // The suggestions for the same specs are kept: coming back does not ask again.
            opening: { always: [{ guard: 'hasSuggestions', target: 'shown' }, { target: 'loading' }] },
            loading: {
              invoke: {
                id: 'suggestCars',
                src: 'suggestCars',
                input: ({ context }) => context.parsed.specs!,
                onDone: { target: 'shown', actions: { type: 'keepSuggestions', params: ({ event }) => ({ cars: event.output }) } },
                onError: 'failed',
              },
            },
            failed: { on: { 'suggestions.retry': 'loading' } },
            // Possibly none: the request is then the way to get one.
            shown: {},
          },
        },
        request: {
          invoke: {
            id: 'sendForm',
            src: 'sendForm',
            input: ({ context }) => ({ values: { request: requestSoFar(context.parsed) } }),
            onSnapshot: [{ guard: 'sending' }, { guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) }, target: '.sending' }],
            onDone: { target: '#requestACar.sent', actions: { type: 'keepCreated', params: ({ event }) => ({ created: event.output.result }) } },
          },
          initial: 'ready',
          states: {
            // The steps are left from here only: while sending, nothing moves.
            ready: { on: { 'step.back': '#requestACar.person', 'step.goto': gotoVisitedStep } },
            sending: { tags: ['busy'], on: { 'form.failed': 'ready' } },
          },
        },
      },
    },
    sent: { type: 'final' },
  },
  // What the feature navigates with: the stored request, and what it matched.
  output: ({ context }) => ({ requestId: context.created?.id ?? '', suggestedCars: context.created?.suggestedCars ?? [] }),
});
