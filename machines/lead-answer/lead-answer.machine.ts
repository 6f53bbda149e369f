import { setup } from 'xstate';
import type * as z from 'zod/mini';
import { answerLeadSchema } from '../../common/validation/leads';
import { createFormMachine } from '../form/form.machine';

/** What the API receives: the lead and the reply, trimmed. */
export type LeadAnswer = z.output<typeof answerLeadSchema>;

/** What the reply box holds: the lead it answers and the text as typed. */
export type LeadAnswerValues = { leadId: string; message: string };

/** The reply on the one form machine, judged by the API's own schema; the console provides the send. */
export const leadAnswerForm = createFormMachine<LeadAnswerValues, LeadAnswer>({ id: 'leadAnswerForm', schema: answerLeadSchema });

/**
 * Answering one lead by e-mail from the staff console: closed until asked for, then the reply
 * (checked before sending, kept after a failed send, locked after the third), then the
 * acknowledgement, from which another reply may follow. The sent lead (answered now) goes to the
 * feature, which shows it in the list.
 */
export const leadAnswerMachine = setup({
  types: {
    context: {} as { leadId: string },
    events: {} as { type: 'answer.start' } | { type: 'answer.cancel' },
    input: {} as { leadId: string },
    children: {} as { leadAnswerForm: 'leadAnswerForm' },
  },
  actors: { leadAnswerForm },
  actions: {
    // The feature puts the answered lead in the list; the machine only says when and which.
    leadChanged: (_, params: { lead: unknown }) => void params,
  },
}).createMachine({
  id: 'leadAnswer',
  context: ({ input }) => ({ leadId: input.leadId }),
  initial: 'closed',
  states: {
    closed: { on: { 'answer.start': 'composing' } },
    composing: {
      on: { 'answer.cancel': 'closed' },
      invoke: {
        id: 'leadAnswerForm',
        src: 'leadAnswerForm',
        input: ({ context }) => ({ values: { leadId: context.leadId, message: '' } }),
        onDone: { target: 'sent', actions: { type: 'leadChanged', params: ({ event }) => ({ lead: event.output.result }) } },
      },
    },
    sent: { on: { 'answer.start': 'composing' } },
  },
});
