import { assign, setup } from 'xstate';
import { anonymousCarQuestionSchema, carQuestionSchema } from '../../common/validation/car-question';
import { createFormMachine } from '../form/form.machine';
import type { FormSchema } from '../form/form-schema';

/** What the question form edits; `anonymous` (nobody signed in) decides whether a contact is required. */
export type QuestionValues = { carId: string; anonymous: boolean; question: string; email: string; phone: string };
export type CarQuestionSubmission = { carId: string; question: string; email?: string; phone?: string };

/**
 * The shared schema of the API (5–150 characters; an e-mail or a WhatsApp number from someone not
 * signed in, who could not be answered otherwise), over the form's values; empty contacts are left out.
 */
const questionSchema: FormSchema<QuestionValues, CarQuestionSubmission> = {
  safeParse: ({ anonymous, ...asked }) => {
    const result = (anonymous ? anonymousCarQuestionSchema : carQuestionSchema).safeParse(asked);
    if (!result.success) return { success: false, error: { issues: result.error.issues } };
    const { carId, question, email, phone } = result.data;
    return { success: true, data: { carId, question, ...(email ? { email } : {}), ...(phone ? { phone } : {}) } };
  },
};

/** The question itself, on the one form machine; the car feature provides the send. */
export const questionForm = createFormMachine<QuestionValues, CarQuestionSubmission, string>({ id: 'questionForm', schema: questionSchema });

/**
 * The 'ask a question' box on a car: the form (checked with the server's rules before sending, what
 * was typed kept after a failed send, locked after the third) and, once sent, the confirmation with
 * a way to ask another; the contact stays for the next question, which goes to the same person.
 */
export const carQuestionMachine = setup({
  types: {
    context: {} as { carId: string; anonymous: boolean; contact: { email: string; phone: string } },
    events: {} as { type: 'question.another' },
    input: {} as { carId: string; anonymous?: boolean },
    children: {} as { questionForm: 'questionForm' },
  },
  actors: { questionForm },
  actions: {
    keepContact: assign({ contact: (_, params: { email?: string; phone?: string }) => ({ email: params.email ?? '', phone: params.phone ?? '' }) }),
  },
}).createMachine({
  id: 'carQuestion',
  context: ({ input }) => ({ carId: input.carId, anonymous: input.anonymous ?? false, contact: { email: '', phone: '' } }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'questionForm',
        src: 'questionForm',
        input: ({ context }) => ({ values: { carId: context.carId, anonymous: context.anonymous, question: '', ...context.contact } }),
        onDone: { target: 'sent', actions: { type: 'keepContact', params: ({ event }) => event.output.values } },
      },
    },
    sent: { on: { 'question.another': 'asking' } },
  },
});
