import { fromPromise } from 'xstate';
import { authMachine } from '../../../../machines/auth/auth.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { pushToDataLayer } from '../../../lib/analytics/data-layer';
import { storeSession } from '../../../lib/session';
import { googleSignIn, recoverPassword, resendConfirmation, signIn, signUp } from './auth-requests';

/**
 * The auth machine with this app's calls. `afterSignIn` runs once the session is stored: the
 * modal runs the caller's follow-up and reloads (SPEC §4), a full page goes home.
 */
export function createAuthMachine(afterSignIn: () => Promise<void> | void) {
  return authMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => signIn(input)),
      signUp: fromPromise(async ({ input }) => {
        await signUp(input);
        pushToDataLayer({ event: 'sign_up', method: 'email' });
      }),
      recover: fromPromise(({ input }) => recoverPassword(input)),
      resendConfirmation: fromPromise(({ input }) => resendConfirmation(input)),
      // One lock for the modal and the sign-in pages: the same visitor, the same credentials.
      submissionLock: visitLock('auth', () => sessionStorage),
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
