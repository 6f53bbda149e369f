import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { carQuestionProblem, contactProblems, type CarQuestionProblem, type ContactField, type ContactProblems } from './question-rules';

export type CarQuestionEvent =
  | { type: 'question.change'; value: string }
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'form.submit' }
  | { type: 'question.another' };

/** Why the server refused, as the feature's actor reports it: an error code and, for bad input, its message. */
export type CarQuestionFailure = { code: string; message?: string };

export type CarQuestionContext = {
  carId: string;
  /** Nobody is signed in: the e-mail or the WhatsApp number is the only way to answer. */
  anonymous: boolean;
  question: string;
  contact: Record<ContactField, string>;
  problem: CarQuestionProblem | null;
  contactProblems: ContactProblems;
  failure: CarQuestionFailure | null;
};

export type CarQuestionSubmission = { carId: string; question: string; email?: string; phone?: string };

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
    input: {} as { carId: string; anonymous?: boolean },
    tags: {} as 'busy',
  },
  actors: {
    submitQuestion: fromPromise<string, CarQuestionSubmission>(async () => {
      throw new Error('submitQuestion is provided by the car feature');
    }),
  },
  guards: {
    formIsValid: ({ context }) =>
      carQuestionProblem(context.question) === null && Object.keys(contactProblems(context.contact, context.anonymous)).length === 0,
  },
  actions: {
    storeQuestion: assign({
      question: ({ event }) => {
        assertEvent(event, 'question.change');
        return event.value;
      },
      problem: null,
    }),
    storeContact: assign({
      contact: ({ context, event }) => {
        assertEvent(event, 'contact.change');
        return { ...context.contact, [event.field]: event.value };
      },
      contactProblems: {},
    }),
    flagProblem: assign({
      problem: ({ context }) => carQuestionProblem(context.question),
      contactProblems: ({ context }) => contactProblems(context.contact, context.anonymous),
    }),
    // The contact stays: the next question goes to the same person.
    clearQuestion: assign({ question: '', problem: null, failure: null }),
  },
}).createMachine({
  id: 'carQuestion',
  context: ({ input }) => ({
    carId: input.carId,
    anonymous: input.anonymous ?? false,
    question: '',
    contact: { email: '', phone: '' },
    problem: null,
    contactProblems: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'question.change': { actions: 'storeQuestion' },
        'contact.change': { actions: 'storeContact' },
        'form.submit': [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'flagProblem' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'submitQuestion',
        src: 'submitQuestion',
        input: ({ context }) => ({
          carId: context.carId,
          question: context.question.trim(),
          email: context.contact.email.trim() || undefined,
          phone: context.contact.phone.trim() || undefined,
        }),
        onDone: { target: 'sent' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    // Only a valid question is ever sent, and editing it leaves this state, so a retry needs no check.
    failed: {
      on: {
        'question.change': { target: 'editing', actions: 'storeQuestion' },
        'contact.change': { target: 'editing', actions: 'storeContact' },
        'form.submit': 'submitting',
      },
    },
    sent: {
      on: { 'question.another': { target: 'editing', actions: 'clearQuestion' } },
    },
  },
});
