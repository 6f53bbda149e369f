import { withSubmit } from '../../../../machines/form/form.machine';
import { passwordChangeMachine } from '../../../../machines/password-change/password-change.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { changePassword } from '../api/change-password';

/** The security form's machine with the real change and the lock kept for the visit. */
export const passwordMachine = withSubmit(
  passwordChangeMachine.provide({ actors: { submissionLock: visitLock('password-change', () => sessionStorage) } }),
  changePassword,
);
