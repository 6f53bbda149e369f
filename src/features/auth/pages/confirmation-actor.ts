import { createActor, fromPromise } from 'xstate';
import { emailConfirmationMachine, resendForm } from '../../../../machines/email-confirmation/email-confirmation.machine';
import { withSubmit } from '../../../../machines/form/form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { inspect } from '../../../lib/inspector';
import { resendConfirmation, validateToken } from '../api/auth-requests';

const machine = emailConfirmationMachine.provide({
  actors: {
    validateToken: fromPromise(({ input }) => validateToken(input.token)),
    resendForm: withSubmit(resendForm.provide({ actors: { submissionLock: visitLock('email-confirmation', () => sessionStorage) } }), resendConfirmation),
  },
});

/** The confirmation's statechart, apart from the page so that the page paints before xstate arrives. */
export const createConfirmationActor = (token: string) => createActor(machine, { input: { token }, inspect });

export type ConfirmationActor = ReturnType<typeof createConfirmationActor>;
