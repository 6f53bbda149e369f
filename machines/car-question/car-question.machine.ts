import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { carQuestionProblem, type CarQuestionProblem } from './question-rules';

export type CarQuestionEvent =
  | { type: 'question.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'question.another' };

/** Why the server refused, as the feature's actor reports it: an error code and, for bad input, its message. */
export type CarQuestionFailure = { code: string; message?: string };

export type CarQuestionContext = {
  carId: string;
  question: string;
  problem: CarQuestionProblem | null;
  failure: CarQuestionFailure | null;
};

const failureOf = (error: unknown): CarQuestionFailure =>
  typeof error === 'object' && error !== null && typeof (error as CarQuestionFailure).code === 'string'
    ? (error as CarQuestionFailure)
    : { code: 'UNKNOWN' };

/**
 * The 'ask a question' form on a car: the same rules as the server are checked before sending, and
 * what was typed survives a failed send so the visitor can simply try again.
 */
export const carQuestionMachine = setup({
  types: {
    context: {} as CarQuestionContext,
    events: {} as CarQuestionEvent,
    input: {} as { carId: string },
    tags: {} as 'busy',
  },
  actors: {
    submitQuestion: fromPromise<string, { carId: string; question: string }>(async () => {
      throw new Error('submitQuestion is provided by the car feature');
    }),
  },
  guards: {
    questionIsValid: ({ context }) => carQuestionProblem(context.question) === null,
  },
  actions: {
    storeQuestion: assign({
      question: ({ event }) => {
        assertEvent(event, 'question.change');
        return event.value;
      },
      problem: null,
    }),
    flagProblem: assign({ problem: ({ context }) => carQuestionProblem(context.question) }),
    clearQuestion: assign({ question: '', problem: null, failure: null }),
  },
}).createMachine({
  id: 'carQuestion',
  context: ({ input }) => ({ carId: input.carId, question: '', problem: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'question.change': { actions: 'storeQuestion' }, 'form.submit': [{ guard: 'questionIsValid', target: 'submitting' }, { actions: 'flagProblem' }] },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'submitQuestion',
        src: 'submitQuestion',
        input: ({ context }) => ({ carId: context.carId, question: context.question.trim() }),
        onDone: { target: 'sent' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    // Only a valid question is ever sent, and editing it leaves this state, so a retry needs no check.
    failed: {
      on: { 'question.change': { target: 'editing', actions: 'storeQuestion' }, 'form.submit': 'submitting' },
    },
    sent: {
      on: { 'question.another': { target: 'editing', actions: 'clearQuestion' } },
    },
  },
});
