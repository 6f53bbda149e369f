import { fromPromise } from 'xstate';
import { withSubmit } from '../../../../machines/form/form.machine';
import { leadActionsMachine, leadAssignForm } from '../../../../machines/lead-actions/lead-actions.machine';
import { leadAnswerForm, leadAnswerMachine } from '../../../../machines/lead-answer/lead-answer.machine';
import { answerLead, assignLead, closeLead, reopenLead } from './leads-query';
import { opsToasts } from './ops-toasts';

/** One lead's reply, sent to the API; the panel adds showing the answered lead. */
export const leadAnswer = leadAnswerMachine.provide({ actors: { leadAnswerForm: withSubmit(leadAnswerForm, answerLead) } });

/** One lead's assignment, closing and reopening, sent to the API with this console's toast; the panel adds showing the changed lead. */
export const leadActions = leadActionsMachine.provide({
  actors: {
    leadAssignForm: withSubmit(leadAssignForm, assignLead),
    assignLead: fromPromise(({ input }) => assignLead(input)),
    closeLead: fromPromise(({ input }) => closeLead(input)),
    reopenLead: fromPromise(({ input }) => reopenLead(input)),
  },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});
