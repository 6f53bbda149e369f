import { assign, setup } from 'xstate';
import type { FormFailed } from '../form/form.machine';
import { inspectionForm, papersForm, reviewForm, saleForm, vehicleForm } from './car-editor-forms';
import { type CarEditorDraft, type CarEditorParsed, type CarSaved, emptyCarDraft, requestSoFar } from './car-editor-values';

/** The editor's steps, in order: the top-level states the stepper shows. */
export const CAR_EDITOR_STEPS = ['vehicle', 'sale', 'papers', 'inspection', 'review'] as const;
export type CarEditorStep = (typeof CAR_EDITOR_STEPS)[number];

export type CarEditorEvent = { type: 'step.back' } | { type: 'step.goto'; step: CarEditorStep } | FormFailed;

export type CarEditorContext = {
  /** The car being edited; null for a new one. */
  carId: string | null;
  draft: CarEditorDraft;
  parsed: CarEditorParsed;
  visited: CarEditorStep[];
  saved: CarSaved | null;
};

// Any visited step opens again from the stepper, from any step; nothing moves while saving.
const gotoVisitedStep = CAR_EDITOR_STEPS.map((step) => ({ guard: { type: 'opensVisitedStep', params: { step } }, target: `#carEditor.${step}` }) as const);

/**
 * The console's car editor (decision 49): one state per step over its form machine — the car and
 * its trim, where and for how much, the papers, the inspection report — then a review whose form
 * saves (createCar for a new car, updateCar for the one edited), mirrored as `review.saving` (tag
 * busy: the draft is not kept meanwhile, so a reload comes back to the review instead of saving twice).
 */
export const carEditorMachine = setup({
  types: {
    context: {} as CarEditorContext,
    events: {} as CarEditorEvent,
    input: {} as { today: string; carId?: string | null; draft?: CarEditorDraft },
    output: {} as CarSaved,
    tags: {} as 'busy',
    children: {} as { vehicleForm: 'vehicleForm'; saleForm: 'saleForm'; papersForm: 'papersForm'; inspectionForm: 'inspectionForm'; reviewForm: 'reviewForm' },
  },
  actors: { vehicleForm, saleForm, papersForm, inspectionForm, reviewForm },
  guards: {
    /** The stepper asks for `step`, and the operator has already been there. */
    opensVisitedStep: ({ context, event }, params: { step: CarEditorStep }) => event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: CarEditorStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepTyped: assign({ draft: ({ context }, params: Partial<CarEditorDraft>) => ({ ...context.draft, ...params }) }),
    keepParsed: assign({ parsed: ({ context }, params: Partial<CarEditorParsed>) => ({ ...context.parsed, ...params }) }),
    keepSaved: assign({ saved: (_, params: { saved: CarSaved }) => params.saved }),
  },
}).createMachine({
  id: 'carEditor',
  context: ({ input }) => ({
    carId: input.carId ?? null,
    draft: input.draft ?? emptyCarDraft(input.today),
    parsed: { vehicle: null, sale: null, papers: null, inspection: null },
    visited: ['vehicle'],
    saved: null,
  }),
  initial: 'vehicle',
  states: {
    vehicle: {
      on: { 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'vehicleForm',
        src: 'vehicleForm',
        input: ({ context }) => ({ values: context.draft.vehicle }),
        // What is typed is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ vehicle: event.snapshot.context.values }) } },
        onDone: { target: 'sale', actions: { type: 'keepParsed', params: ({ event }) => ({ vehicle: event.output.values }) } },
      },
    },
    sale: {
      entry: { type: 'visit', params: { step: 'sale' } },
      on: { 'step.back': 'vehicle', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'saleForm',
        src: 'saleForm',
        input: ({ context }) => ({ values: context.draft.sale }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ sale: event.snapshot.context.values }) } },
        onDone: { target: 'papers', actions: { type: 'keepParsed', params: ({ event }) => ({ sale: event.output.values }) } },
      },
    },
    papers: {
      entry: { type: 'visit', params: { step: 'papers' } },
      on: { 'step.back': 'sale', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'papersForm',
        src: 'papersForm',
        input: ({ context }) => ({ values: context.draft.papers }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ papers: event.snapshot.context.values }) } },
        onDone: { target: 'inspection', actions: { type: 'keepParsed', params: ({ event }) => ({ papers: event.output.values }) } },
      },
    },
    inspection: {
      entry: { type: 'visit', params: { step: 'inspection' } },
      on: { 'step.back': 'papers', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'inspectionForm',
        src: 'inspectionForm',
        input: ({ context }) => ({ values: context.draft.inspection }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ inspection: event.snapshot.context.values }) } },
        onDone: { target: 'review', actions: { type: 'keepParsed', params: ({ event }) => ({ inspection: event.output.values }) } },
      },
    },
    review: {
      entry: { type: 'visit', params: { step: 'review' } },
      on: { 'step.back': 'inspection', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'reviewForm',
        src: 'reviewForm',
        input: ({ context }) => ({ values: { ...context.draft.review, request: requestSoFar(context.parsed, context.carId) } }),
        onSnapshot: [
          {
            guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) },
            target: '.saving',
            actions: { type: 'keepTyped', params: ({ event }) => ({ review: { ...event.snapshot.context.values, request: null } }) },
          },
          { actions: { type: 'keepTyped', params: ({ event }) => ({ review: { ...event.snapshot.context.values, request: null } }) } },
        ],
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output.result }) } },
      },
      initial: 'checking',
      states: {
        checking: {},
        saving: {
          tags: ['busy'],
          // Swallowed: nothing moves while the car is on its way.
          on: { 'step.back': {}, 'step.goto': {}, 'form.failed': 'checking' },
        },
      },
    },
    saved: { type: 'final' },
  },
  // What the feature navigates with: the car the server saved.
  output: ({ context }) => context.saved ?? { id: '', slug: '' },
});
