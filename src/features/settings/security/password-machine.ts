import { fromPromise } from 'xstate';
import type { ChangePasswordInput } from '../../../../common/validation/account';
import { passwordChangeMachine } from '../../../../machines/password-change/password-change.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { changePassword } from '../api/change-password';

/** The security form's machine with the real change. */
export const passwordMachine = passwordChangeMachine.provide({
  actors: {
    changePassword: fromPromise(({ input }: { input: ChangePasswordInput }) => changePassword(input)),
    submissionLock: visitLock('password-change', () => sessionStorage),
  },
});
