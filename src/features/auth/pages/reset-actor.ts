import { createActor, fromPromise } from 'xstate';
import { failureCode } from '../../../../machines/form/failure-code';
import { withSubmit } from '../../../../machines/form/form.machine';
import { newPasswordForm, passwordResetMachine } from '../../../../machines/password-reset/password-reset.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { inspect } from '../../../lib/inspector';
import { completePasswordReset, validateToken } from '../api/auth-requests';

const machine = passwordResetMachine.provide({
  actors: {
    validateToken: fromPromise(({ input }) => validateToken(input.token)),
    newPasswordForm: withSubmit(newPasswordForm.provide({ actors: { submissionLock: visitLock('password-reset', () => sessionStorage) } }), async (input) => {
      try {
        await completePasswordReset(input);
        return 'reset';
      } catch (error) {
        // A used or expired link is the page's answer, not a failure the lock should count.
        if (failureCode(error) === 'INVALID_TOKEN') return 'link_refused';
        throw error;
      }
    }),
  },
});

/** The reset's statechart, apart from the page so that the page paints before xstate arrives. */
export const createResetActor = (token: string) => createActor(machine, { input: { token }, inspect });

export type ResetActor = ReturnType<typeof createResetActor>;
