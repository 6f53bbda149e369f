import { assign, fromPromise, setup } from 'xstate';
import { bodyStyleForm, categoryForm, mileageForm, priceForm, yearForm } from './finder-forms';
import {
  answersOf,
  draftOf,
  emptyFinderDraft,
  type FinderAnswers,
  type FinderBounds,
  type FinderDraft,
  type FinderPreferences,
  noAnswers,
  preferencesOf,
  type Recommendation,
} from './finder-values';

/**
 * The car finder (SPEC §2 and §4, decision 21): home with Start, one state per step over its form
 * machine (Categoría, Segmento, Precio, Año, Kilometraje), then the results of the abstract
 * `recommend` (recommendCars): the main car and other options, or not found. 'Edit preferences'
 * lists every answer: one answer edited opens its step and comes back to the list, view result
 * shows the results (asked again only when an answer changed), start over forgets everything.
 * Given preferences (a shared results URL, finder-search.ts) it opens straight on the results.
 */
export const FINDER_STEPS = ['category', 'bodyStyle', 'price', 'year', 'mileage'] as const;
export type FinderStep = (typeof FINDER_STEPS)[number];

export type CarFinderEvent =
  | { type: 'finder.start' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: FinderStep }
  | { type: 'results.retry' }
  | { type: 'results.edit' }
  | { type: 'preferences.edit'; step: FinderStep }
  | { type: 'preferences.viewResult' }
  | { type: 'preferences.startOver' };

export type CarFinderContext = {
  bounds: FinderBounds;
  draft: FinderDraft;
  answers: FinderAnswers;
  visited: FinderStep[];
  /** One answer is being changed from the preferences screen: its step goes back there. */
  editingOne: boolean;
  /** The results for the answers as they are; null until asked and after an answer changes. */
  recommendation: Recommendation | null;
};

export type CarFinderInput = { bounds: FinderBounds; preferences?: FinderPreferences | null };

// Any visited step opens again from the stepper.
const gotoVisitedStep = FINDER_STEPS.map((step) => ({ guard: { type: 'opensVisitedStep', params: { step } }, target: `#carFinder.${step}` }) as const);
// One answer opens from the preferences screen, and its step comes back there.
const editAnswer = FINDER_STEPS.map((step) => ({ guard: { type: 'editsStep', params: { step } }, target: `#carFinder.${step}`, actions: 'startEditingOne' }) as const);
/** Back from a step: to the preferences when one answer is being edited, else to the step before. */
const backTo = (previous: string) => [{ guard: 'editingOne', target: '#carFinder.preferences' }, { target: `#carFinder.${previous}` }] as const;

export const carFinderMachine = setup({
  types: {
    context: {} as CarFinderContext,
    events: {} as CarFinderEvent,
    input: {} as CarFinderInput,
    children: {} as { categoryForm: 'categoryForm'; bodyStyleForm: 'bodyStyleForm'; priceForm: 'priceForm'; yearForm: 'yearForm'; mileageForm: 'mileageForm'; recommend: 'recommend' },
  },
  actors: {
    categoryForm,
    bodyStyleForm,
    priceForm,
    yearForm,
    mileageForm,
    recommend: fromPromise<Recommendation, FinderPreferences>(async () => {
      throw new Error('recommend is provided by the car finder feature');
    }),
  },
  guards: {
    opensVisitedStep: ({ context, event }, params: { step: FinderStep }) => event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
    editsStep: ({ event }, params: { step: FinderStep }) => event.type === 'preferences.edit' && event.step === params.step,
    editingOne: ({ context }) => context.editingOne,
    hasPreferences: ({ context }) => preferencesOf(context.answers) !== null,
    recommendedCar: ({ context }) => context.recommendation?.main != null,
    recommendedNone: ({ context }) => context.recommendation !== null && context.recommendation.main === null,
    foundCar: (_, params: { recommendation: Recommendation }) => params.recommendation.main !== null,
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: FinderStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepTyped: assign({ draft: ({ context }, params: Partial<FinderDraft>) => ({ ...context.draft, ...params }) }),
    // Another answer is another question: the results are asked again.
    keepAnswer: assign(({ context }, params: Partial<FinderAnswers>) => {
      const answers = { ...context.answers, ...params };
      return { answers, recommendation: JSON.stringify(answers) === JSON.stringify(context.answers) ? context.recommendation : null };
    }),
    keepRecommendation: assign({ recommendation: (_, params: { recommendation: Recommendation }) => params.recommendation }),
    startEditingOne: assign({ editingOne: true }),
    stopEditingOne: assign({ editingOne: false }),
    startOver: assign(({ context }) => ({ draft: emptyFinderDraft(context.bounds), answers: noAnswers, visited: [], editingOne: false, recommendation: null })),
  },
}).createMachine({
  id: 'carFinder',
  context: ({ input }) => ({
    bounds: input.bounds,
    draft: input.preferences ? draftOf(input.preferences, input.bounds) : emptyFinderDraft(input.bounds),
    answers: input.preferences ? answersOf(input.preferences) : noAnswers,
    visited: input.preferences ? [...FINDER_STEPS] : [],
    editingOne: false,
    recommendation: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'hasPreferences', target: 'results' }, { target: 'home' }] },
    home: { on: { 'finder.start': 'category' } },
    category: {
      entry: { type: 'visit', params: { step: 'category' } },
      on: { 'step.back': backTo('home'), 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'categoryForm',
        src: 'categoryForm',
        input: ({ context }) => ({ values: context.draft.category }),
        // What is chosen is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ category: event.snapshot.context.values }) } },
        onDone: [
          { guard: 'editingOne', target: 'preferences', actions: { type: 'keepAnswer', params: ({ event }) => ({ category: event.output.values }) } },
          { target: 'bodyStyle', actions: { type: 'keepAnswer', params: ({ event }) => ({ category: event.output.values }) } },
        ],
      },
    },
    bodyStyle: {
      entry: { type: 'visit', params: { step: 'bodyStyle' } },
      on: { 'step.back': backTo('category'), 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'bodyStyleForm',
        src: 'bodyStyleForm',
        input: ({ context }) => ({ values: context.draft.bodyStyle }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ bodyStyle: event.snapshot.context.values }) } },
        onDone: [
          { guard: 'editingOne', target: 'preferences', actions: { type: 'keepAnswer', params: ({ event }) => ({ bodyStyle: event.output.values }) } },
          { target: 'price', actions: { type: 'keepAnswer', params: ({ event }) => ({ bodyStyle: event.output.values }) } },
        ],
      },
    },
    price: {
      entry: { type: 'visit', params: { step: 'price' } },
      on: { 'step.back': backTo('bodyStyle'), 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'priceForm',
        src: 'priceForm',
        input: ({ context }) => ({ values: context.draft.price }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ price: event.snapshot.context.values }) } },
        onDone: [
          { guard: 'editingOne', target: 'preferences', actions: { type: 'keepAnswer', params: ({ event }) => ({ price: event.output.values }) } },
          { target: 'year', actions: { type: 'keepAnswer', params: ({ event }) => ({ price: event.output.values }) } },
        ],
      },
    },
    year: {
      entry: { type: 'visit', params: { step: 'year' } },
      on: { 'step.back': backTo('price'), 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'yearForm',
        src: 'yearForm',
        input: ({ context }) => ({ values: context.draft.year }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ year: event.snapshot.context.values }) } },
        onDone: [
          { guard: 'editingOne', target: 'preferences', actions: { type: 'keepAnswer', params: ({ event }) => ({ year: event.output.values }) } },
          { target: 'mileage', actions: { type: 'keepAnswer', params: ({ event }) => ({ year: event.output.values }) } },
        ],
      },
    },
    mileage: {
      entry: { type: 'visit', params: { step: 'mileage' } },
      on: { 'step.back': backTo('year'), 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'mileageForm',
        src: 'mileageForm',
        input: ({ context }) => ({ values: context.draft.mileage }),
        onSnapshot: { actions: { type: 'keepTyped', params: ({ event }) => ({ mileage: event.snapshot.context.values }) } },
        onDone: [
          { guard: 'editingOne', target: 'preferences', actions: { type: 'keepAnswer', params: ({ event }) => ({ mileage: event.output.values }) } },
          { target: 'results', actions: { type: 'keepAnswer', params: ({ event }) => ({ mileage: event.output.values }) } },
        ],
      },
    },
    results: {
      on: { 'results.edit': 'preferences' },
      initial: 'opening',
      states: {
        // The results of the same answers are kept: viewing them again does not ask again.
        opening: { always: [{ guard: 'recommendedCar', target: 'found' }, { guard: 'recommendedNone', target: 'notFound' }, { target: 'loading' }] },
        loading: {
          invoke: {
            id: 'recommend',
            src: 'recommend',
            input: ({ context }) => preferencesOf(context.answers)!,
            onDone: [
              { guard: { type: 'foundCar', params: ({ event }) => ({ recommendation: event.output }) }, target: 'found', actions: { type: 'keepRecommendation', params: ({ event }) => ({ recommendation: event.output }) } },
              { target: 'notFound', actions: { type: 'keepRecommendation', params: ({ event }) => ({ recommendation: event.output }) } },
            ],
            onError: 'failed',
          },
        },
        // The main car and the other options.
        found: {},
        // SPEC §8 'No se encontraron resultados con los criterios seleccionados.': edit a preference, request a car, browse all.
        notFound: {},
        failed: { on: { 'results.retry': 'loading' } },
      },
    },
    preferences: {
      entry: 'stopEditingOne',
      on: {
        'preferences.edit': editAnswer,
        'preferences.viewResult': 'results',
        'preferences.startOver': { target: 'home', actions: 'startOver' },
      },
    },
  },
});
