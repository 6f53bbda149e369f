import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { newPasswordSchema } from '../../common/validation/account';
import { failureCode } from '../auth/auth-form';
import { DEFAULT_FAILURE_LIMIT, submissionLockMachine } from '../submission-lock/submission-lock.machine';

export type PasswordResetField = 'password' | 'confirmPassword';
export type PasswordResetEvent =
  | { type: 'field.change'; field: PasswordResetField; value: string }
  | { type: 'field.blur'; field: PasswordResetField }
  | { type: 'form.submit' };

type Fields = Record<PasswordResetField, string>;
export type PasswordResetContext = { token: string; fields: Fields; errors: Partial<Record<PasswordResetField, string>> };

/** Codes of common/validation/account.ts, one per field; the second box must repeat the first. */
export function resetErrors(fields: Fields): PasswordResetContext['errors'] {
  const result = newPasswordSchema.safeParse({ password: fields.password });
  const errors: PasswordResetContext['errors'] = {};
  if (!result.success) errors.password = result.error.issues[0]?.message;
  if (!fields.confirmPassword) errors.confirmPassword = 'required';
  else if (fields.confirmPassword !== fields.password) errors.confirmPassword = 'passwords_differ';
  return errors;
}

/**
 * The e-mailed reset link (SPEC §4): the link is checked first, then a new password is typed twice
 * and sent; success asks the visitor to sign in. A used or expired link says so (SPEC §8).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { token: string },
    tags: {} as 'busy' | 'locked',
  },
  actors: {
    validateToken: fromPromise<{ valid: boolean; purpose: string }, { token: string }>(async () => {
      throw new Error('validateToken is provided by the auth feature');
    }),
    completePasswordReset: fromPromise<void, { token: string; password: string }>(async () => {
      throw new Error('completePasswordReset is provided by the auth feature');
    }),
    submissionLock: submissionLockMachine,
  },
  guards: {
    resetLink: ({ event }) => {
      const output = (event as { output?: { valid: boolean; purpose: string } }).output;
      return output?.valid === true && output.purpose === 'PASSWORD_RESET';
    },
    formValid: ({ context }) => Object.keys(resetErrors(context.fields)).length === 0,
    linkRefused: ({ event }) => failureCode((event as { error?: unknown }).error) === 'INVALID_TOKEN',
    lockEngaged: ({ event }) => (event as { snapshot?: { hasTag?: (tag: string) => boolean } }).snapshot?.hasTag?.('locked') === true,
  },
  actions: {
    storeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const fields = { ...context.fields, [event.field]: event.value };
      // A field already in error is checked as it is typed, so the message leaves once it is fixed.
      return context.errors[event.field] ? { fields, errors: { ...context.errors, [event.field]: resetErrors(fields)[event.field] } } : { fields };
    }),
    checkField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return { ...context.errors, [event.field]: resetErrors(context.fields)[event.field] };
      },
    }),
    flagAllErrors: assign({ errors: ({ context }) => resetErrors(context.fields) }),
    reportFailure: sendTo('submissionLock', ({ event }) => ({ type: 'submission.failed' as const, error: (event as { error?: unknown }).error })),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ token: input.token, fields: { password: '', confirmPassword: '' }, errors: {} }),
  initial: 'checking',
  invoke: { id: 'submissionLock', src: 'submissionLock', input: { limit: DEFAULT_FAILURE_LIMIT }, onSnapshot: { guard: 'lockEngaged', target: '.locked' } },
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'validateToken',
        src: 'validateToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: [{ guard: 'resetLink', target: 'editing' }, { target: 'invalid' }],
        onError: 'invalid',
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'storeField' },
        'field.blur': { actions: 'checkField' },
        'form.submit': [{ guard: 'formValid', target: 'submitting' }, { actions: 'flagAllErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'completePasswordReset',
        src: 'completePasswordReset',
        input: ({ context }) => ({ token: context.token, password: context.fields.password }),
        onDone: 'done',
        onError: [{ guard: 'linkRefused', target: 'invalid' }, { target: 'editing', actions: 'reportFailure' }],
      },
    },
    // The form stays on screen, disabled, after the third failure.
    locked: { tags: ['locked'] },
    done: { type: 'final' },
    invalid: { type: 'final' },
  },
});
