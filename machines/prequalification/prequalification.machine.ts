import { assign, setup, stateIn } from 'xstate';
import type { PersonInput } from '../../common/validation/person';
import type { FormFailed } from '../form/form.machine';
import { personForm, workForm } from './prequalification-forms';
import { emptyWork, type IdentifiedPerson, type PersonValues, personValuesOf, type PrequalificationAnswer, type WorkTyped, workTypedOf } from './prequalification-values';

/**
 * Prequalifying for a loan (SPEC §2: how-to, step 1 personal info, step 2 work info, success; decision
 * 21's wizard pattern). The how-to says what it is first (under five minutes, no effect on the credit
 * score); step 2's continue sends, as its form's own submission (its submit is prequalify), so every
 * failed send goes through its three-failure lock. The answer ends the flow: prequalified for an
 * amount, or not (an income that carries no loan), each with its own page.
 */
export const PREQUALIFICATION_STEPS = ['person', 'work'] as const;
export type PrequalificationStep = (typeof PREQUALIFICATION_STEPS)[number];

export type PrequalificationEvent = { type: 'prequalification.start' } | { type: 'step.back' } | { type: 'step.goto'; step: PrequalificationStep } | FormFailed;

export type PrequalificationContext = {
  draft: { person: PersonValues; work: WorkTyped };
  person: IdentifiedPerson | null;
  visited: PrequalificationStep[];
  answer: PrequalificationAnswer | null;
};

export type PrequalificationInput = { now?: Date; person?: Partial<PersonInput> } | undefined;

// Any visited step opens again from the stepper; nothing moves while the answer is on its way.
const gotoVisitedStep = PREQUALIFICATION_STEPS.map((step) => ({ guard: { type: 'opensVisitedStep', params: { step } }, target: `#prequalification.${step}` }) as const);

export const prequalificationMachine = setup({
  types: {
    context: {} as PrequalificationContext,
    events: {} as PrequalificationEvent,
    input: {} as PrequalificationInput,
    output: {} as { answer: PrequalificationAnswer | null },
    tags: {} as 'busy',
    children: {} as { personForm: 'personForm'; workForm: 'workForm' },
  },
  actors: {
    personForm,
    // The send: the feature provides prequalify as the form's submit (prequalification-calls.ts).
    workForm,
  },
  guards: {
    opensVisitedStep: ({ context, event }, params: { step: PrequalificationStep }) => event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    sending: stateIn('#prequalification.work.sending'),
    approved: (_, params: { answer: PrequalificationAnswer }) => params.answer.approved,
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: PrequalificationStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepPersonTyped: assign({ draft: ({ context }, params: { values: PersonValues }) => ({ ...context.draft, person: params.values }) }),
    keepWorkTyped: assign({ draft: ({ context }, params: { values: WorkTyped }) => ({ ...context.draft, work: workTypedOf(params.values) }) }),
    keepPerson: assign({ person: (_, params: { person: IdentifiedPerson }) => params.person }),
    keepAnswer: assign({ answer: (_, params: { answer: PrequalificationAnswer }) => params.answer }),
  },
}).createMachine({
  id: 'prequalification',
  context: ({ input }) => ({
    draft: { person: personValuesOf(input?.person ?? {}), work: emptyWork(input?.now ?? new Date()) },
    person: null,
    visited: [],
    answer: null,
  }),
  initial: 'howTo',
  states: {
    // What it is, how long it takes, that no credit check is made, what to have at hand.
    howTo: { on: { 'prequalification.start': 'person' } },
    person: {
      entry: { type: 'visit', params: { step: 'person' } },
      on: { 'step.back': 'howTo', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'personForm',
        src: 'personForm',
        input: ({ context }) => ({ values: context.draft.person }),
        // What is typed is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepPersonTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) } },
        onDone: { target: 'work', actions: { type: 'keepPerson', params: ({ event }) => ({ person: event.output.values }) } },
      },
    },
    work: {
      entry: { type: 'visit', params: { step: 'work' } },
      invoke: {
        id: 'workForm',
        src: 'workForm',
        input: ({ context }) => ({ values: { ...context.draft.work, person: context.person } }),
        onSnapshot: [
          { guard: 'sending', actions: { type: 'keepWorkTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) } },
          {
            guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) },
            target: '.sending',
            actions: { type: 'keepWorkTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) },
          },
          { actions: { type: 'keepWorkTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) } },
        ],
        onDone: [
          { guard: { type: 'approved', params: ({ event }) => ({ answer: event.output.result }) }, target: 'prequalified', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output.result }) } },
          { target: 'notPrequalified', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output.result }) } },
        ],
      },
      initial: 'ready',
      states: {
        // The steps are left from here only: while sending, nothing moves.
        ready: { on: { 'step.back': '#prequalification.person', 'step.goto': gotoVisitedStep } },
        sending: { tags: ['busy'], on: { 'form.failed': 'ready' } },
      },
    },
    prequalified: { type: 'final' },
    // An income that carries no loan: the page says so kindly, with what to try.
    notPrequalified: { type: 'final' },
  },
  output: ({ context }) => ({ answer: context.answer }),
});
