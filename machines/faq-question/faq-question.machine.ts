import { assign, setup } from 'xstate';
import { type FaqQuestion, faqQuestionSchema } from '../../common/validation/faq-question';
import { createFormMachine } from '../form/form.machine';
import type { FormSchema } from '../form/form-schema';

/** What the help centre's question form edits. */
export type FaqQuestionValues = { question: string; email: string };

/** The question on the one form machine, checked with the API's own schema; the page provides the send. */
export const faqQuestionForm = createFormMachine<FaqQuestionValues, FaqQuestion, boolean>({
  id: 'faqQuestionForm',
  schema: faqQuestionSchema as FormSchema<FaqQuestionValues, FaqQuestion>,
});

/**
 * The help centre's 'ask us' form: the question (checked before sending, what was typed kept after a
 * failed send, locked after the third) and, once sent, the acknowledgement with a way to ask another.
 * The e-mail stays for the next question: it is the same person asking.
 */
export const faqQuestionMachine = setup({
  types: {
    context: {} as { email: string },
    events: {} as { type: 'question.another' },
    input: {} as { email?: string },
    children: {} as { faqQuestionForm: 'faqQuestionForm' },
  },
  actors: { faqQuestionForm },
  actions: {
    keepEmail: assign({ email: (_, params: { email: string }) => params.email }),
  },
}).createMachine({
  id: 'faqQuestion',
  context: ({ input }) => ({ email: input.email ?? '' }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'faqQuestionForm',
        src: 'faqQuestionForm',
        input: ({ context }) => ({ values: { question: '', email: context.email } }),
        onDone: { target: 'sent', actions: { type: 'keepEmail', params: ({ event }) => ({ email: event.output.values.email }) } },
      },
    },
    sent: { on: { 'question.another': 'asking' } },
  },
});
