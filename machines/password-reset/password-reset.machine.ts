import { fromPromise, setup } from 'xstate';
import { newPasswordSchema } from '../../common/validation/account';
import { createFormMachine } from '../form/form.machine';
import { type FormSchema, schemaFromProblems } from '../form/form-schema';

export type PasswordResetField = 'password' | 'confirmPassword';
/** The link's token travels with the typed passwords, so the form's submission can send it. */
export type NewPasswordValues = { token: string; password: string; confirmPassword: string };
export type NewPassword = { token: string; password: string };
/** How the server took the new password; a used or expired link is an answer, not a failure to count. */
export type ResetAnswer = 'reset' | 'link_refused';

/** Codes of common/validation/account.ts, one per field; the second box must repeat the first. */
export function resetErrors(values: NewPasswordValues): Partial<Record<PasswordResetField, string>> {
  const result = newPasswordSchema.safeParse({ password: values.password });
  const errors: Partial<Record<PasswordResetField, string>> = {};
  if (!result.success) errors.password = result.error.issues[0]?.message;
  if (!values.confirmPassword) errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwords_differ';
  return errors;
}

const newPasswordFormSchema: FormSchema<NewPasswordValues, NewPassword> = schemaFromProblems(resetErrors, ({ token, password }) => ({ token, password }));

/** The new password twice, on the one form machine; the auth feature provides its submission. */
export const newPasswordForm = createFormMachine<NewPasswordValues, NewPassword, ResetAnswer>({ id: 'newPasswordForm', schema: newPasswordFormSchema });

/**
 * The e-mailed reset link (SPEC §4): the link is checked first, then the new password form runs
 * (its lock included: after three failures it stays on screen, disabled) and its answer ends the
 * page: success asks the visitor to sign in, a used or expired link says so (SPEC §8).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as { token: string },
    input: {} as { token: string },
    // Typed children: the page reads the open form by its id.
    children: {} as { validateToken: 'validateToken'; newPasswordForm: 'newPasswordForm' },
  },
  actors: {
    validateToken: fromPromise<{ valid: boolean; purpose: string }, { token: string }>(async () => {
      throw new Error('validateToken is provided by the auth feature');
    }),
    newPasswordForm,
  },
  guards: {
    resetLink: (_, params: { valid: boolean; purpose: string }) => params.valid && params.purpose === 'PASSWORD_RESET',
    linkRefused: (_, params: { answer: ResetAnswer }) => params.answer === 'link_refused',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'validateToken',
        src: 'validateToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: [{ guard: { type: 'resetLink', params: ({ event }) => event.output }, target: 'editing' }, { target: 'invalid' }],
        onError: 'invalid',
      },
    },
    editing: {
      invoke: {
        id: 'newPasswordForm',
        src: 'newPasswordForm',
        input: ({ context }) => ({ values: { token: context.token, password: '', confirmPassword: '' } }),
        onDone: [{ guard: { type: 'linkRefused', params: ({ event }) => ({ answer: event.output.result }) }, target: 'invalid' }, { target: 'done' }],
      },
    },
    done: { type: 'final' },
    invalid: { type: 'final' },
  },
});
