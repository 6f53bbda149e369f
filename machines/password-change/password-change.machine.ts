import { assertEvent, assign, fromPromise, sendTo, setup, stateIn } from 'xstate';
import type { ChangePasswordInput } from '../../common/validation/account';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { EMPTY_PASSWORDS, passwordErrors, passwordInput, type PasswordErrors, type PasswordField, type PasswordFields } from './password-fields';

export type PasswordChangeEvent =
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'field.blur'; field: PasswordField }
  | { type: 'form.submit' }
  | { type: 'notice.dismiss' };

export type PasswordChangeContext = { fields: PasswordFields; errors: PasswordErrors };

// A locked form swallows submissions: the UI disables it, this makes sure of it.
const submit = [{ guard: 'formLocked' }, { guard: 'passwordsValid', target: 'submitting' }, { actions: 'flagAllErrors' }] as const;

/**
 * The security tab of the settings (SPEC §2, §3): current password, new one twice, checked with the
 * shared schema (8 characters at least, SPEC §5) on blur and on submit. A wrong current password
 * keeps what was typed; a change clears the boxes; the third failure locks the form (SPEC §8).
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    tags: {} as 'busy' | 'locked',
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordInput>(async () => {
      throw new Error('changePassword is provided by the settings feature');
    }),
    submissionLock: submissionLockMachine,
  },
  guards: {
    passwordsValid: ({ context }) => Object.keys(passwordErrors(context.fields)).length === 0,
    formLocked: stateIn('#passwordChange.lock.locked'),
    lockEngaged: ({ event }) => (event as { snapshot?: { hasTag?: (tag: string) => boolean } }).snapshot?.hasTag?.('locked') === true,
  },
  actions: {
    storeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const fields = { ...context.fields, [event.field]: event.value };
      // A field already in error is checked as it is typed, so the message leaves as soon as it is fixed.
      if (!context.errors[event.field]) return { fields };
      return { fields, errors: { ...context.errors, [event.field]: passwordErrors(fields)[event.field] } };
    }),
    checkField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return { ...context.errors, [event.field]: passwordErrors(context.fields)[event.field] };
      },
    }),
    flagAllErrors: assign({ errors: ({ context }) => passwordErrors(context.fields) }),
    // Passwords do not linger in memory or on screen once the change went through.
    clearFields: assign({ fields: EMPTY_PASSWORDS, errors: {} }),
    reportFailure: sendTo('submissionLock', ({ event }) => ({ type: 'submission.failed' as const, error: (event as { error?: unknown }).error })),
    forgiveFailures: sendTo('submissionLock', { type: 'submission.succeeded' as const }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { fields: EMPTY_PASSWORDS, errors: {} },
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      on: {
        'field.change': { target: '.editing', actions: 'storeField' },
        'field.blur': { actions: 'checkField' },
      },
      states: {
        editing: { on: { 'form.submit': submit } },
        submitting: {
          tags: ['busy'],
          // The boxes are read-only while the change is on its way.
          on: { 'field.change': {} },
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => passwordInput(context.fields),
            onDone: { target: 'changed', actions: ['clearFields', 'forgiveFailures'] },
            onError: { target: 'editing', actions: 'reportFailure' },
          },
        },
        // The success notice shows until it closes or the visitor types again.
        // The boxes are empty by now, so submitting again only points at them.
        changed: { on: { 'form.submit': { target: 'editing', actions: 'flagAllErrors' }, 'notice.dismiss': 'editing' } },
      },
    },
    lock: {
      invoke: { id: 'submissionLock', src: 'submissionLock', input: {}, onSnapshot: { guard: 'lockEngaged', target: '.locked' } },
      initial: 'open',
      states: { open: {}, locked: { tags: ['locked'] } },
    },
  },
});
