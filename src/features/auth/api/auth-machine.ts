import { type ActorRefFrom, fromPromise } from 'xstate';
import { authForm, submitAuth } from '../../../../machines/auth/auth-form';
import { authMachine } from '../../../../machines/auth/auth.machine';
import { withSubmit } from '../../../../machines/form/form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { pushToDataLayer } from '../../../lib/analytics/data-layer';
import { storeSession } from '../../../lib/session';
import { googleSignIn, recoverPassword, resendConfirmation, signIn, signUp } from './auth-requests';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthFormRef = ActorRefFrom<typeof authForm>;

const submit = submitAuth({
  signIn,
  signUp: async (input) => {
    await signUp(input);
    pushToDataLayer({ event: 'sign_up', method: 'email' });
  },
  recover: recoverPassword,
});

// One lock for the modal and the sign-in pages: the same visitor, the same credentials.
const appAuthForm = withSubmit(authForm, submit).provide({ actors: { submissionLock: visitLock('auth', () => sessionStorage) } });

/**
 * The auth machine with this app's calls. `afterSignIn` runs once the session is stored: the
 * modal runs the caller's follow-up and reloads (SPEC §4), a full page goes home.
 */
export function createAuthMachine(afterSignIn: () => Promise<void> | void) {
  return authMachine.provide({
    actors: {
      authForm: appAuthForm,
      resendConfirmation: fromPromise(({ input }) => resendConfirmation(input)),
      googleSignIn: fromPromise(async () => {
        const session = await googleSignIn();
        pushToDataLayer({ event: 'login', method: 'google' });
        return session;
      }),
    },
    actions: {
      startSession: ({ context }) => {
        if (!context.session) return;
        storeSession(context.session);
        void afterSignIn();
      },
    },
  });
}
