import { assertEvent, assign, fromPromise, sendTo, setup, stateIn } from 'xstate';
import type { ProfileInput } from '../../common/validation/account';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { profileErrors, profileFieldsOf, profileInput, type IdentificationKind, type ProfileErrors, type ProfileFields, type ProfileRecord, type ProfileTextField } from './profile-fields';

export type ProfileFormEvent =
  | { type: 'field.change'; field: ProfileTextField; value: string }
  | { type: 'field.blur'; field: ProfileTextField }
  | { type: 'identification.change'; kind: IdentificationKind }
  | { type: 'form.submit' }
  | { type: 'notice.dismiss' };

export type ProfileFormContext = { fields: ProfileFields; errors: ProfileErrors };

// A locked form swallows submissions: the UI disables it, this makes sure of it.
const submit = [{ guard: 'formLocked' }, { guard: 'profileValid', target: 'submitting' }, { actions: 'flagAllErrors' }] as const;

/**
 * The profile tab of the settings (SPEC §2, §3): the loaded profile is edited, checked with the
 * shared schema on blur and on submit, and saved; what was typed survives a failed save, and the
 * third failure locks the form (SPEC §8).
 */
export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as { profile: ProfileRecord },
    tags: {} as 'busy' | 'locked',
  },
  actors: {
    saveProfile: fromPromise<ProfileRecord, ProfileInput>(async () => {
      throw new Error('saveProfile is provided by the settings feature');
    }),
    submissionLock: submissionLockMachine,
  },
  guards: {
    profileValid: ({ context }) => Object.keys(profileErrors(context.fields)).length === 0,
    formLocked: stateIn('#profileForm.lock.locked'),
    lockEngaged: ({ event }) => (event as { snapshot?: { hasTag?: (tag: string) => boolean } }).snapshot?.hasTag?.('locked') === true,
  },
  actions: {
    storeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const fields = { ...context.fields, [event.field]: event.value };
      // A field already in error is checked as it is typed, so the message leaves as soon as it is fixed.
      if (!context.errors[event.field]) return { fields };
      return { fields, errors: { ...context.errors, [event.field]: profileErrors(fields)[event.field] } };
    }),
    checkField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return { ...context.errors, [event.field]: profileErrors(context.fields)[event.field] };
      },
    }),
    chooseIdentification: assign({
      fields: ({ context, event }) => {
        assertEvent(event, 'identification.change');
        return { ...context.fields, identification: event.kind };
      },
    }),
    flagAllErrors: assign({ errors: ({ context }) => profileErrors(context.fields) }),
    // The server's copy (trimmed, empty fields cleared) becomes what the form shows.
    keepSaved: assign({
      fields: ({ context, event }) => profileFieldsOf((event as unknown as { output: ProfileRecord }).output, context.fields.identification),
      errors: {},
    }),
    reportFailure: sendTo('submissionLock', ({ event }) => ({ type: 'submission.failed' as const, error: (event as { error?: unknown }).error })),
    forgiveFailures: sendTo('submissionLock', { type: 'submission.succeeded' as const }),
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({ fields: profileFieldsOf(input.profile), errors: {} }),
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      on: {
        'field.change': { target: '.editing', actions: 'storeField' },
        'field.blur': { actions: 'checkField' },
        'identification.change': { target: '.editing', actions: 'chooseIdentification' },
      },
      states: {
        editing: { on: { 'form.submit': submit } },
        submitting: {
          tags: ['busy'],
          // Typing while the save is on its way would be lost when the server's copy comes back.
          on: { 'field.change': {}, 'identification.change': {} },
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => profileInput(context.fields),
            onDone: { target: 'saved', actions: ['keepSaved', 'forgiveFailures'] },
            onError: { target: 'editing', actions: 'reportFailure' },
          },
        },
        // The success notice shows until it closes or the visitor edits again; saving the same
        // profile twice would only repeat it.
        saved: { on: { 'notice.dismiss': 'editing' } },
      },
    },
    lock: {
      invoke: { id: 'submissionLock', src: 'submissionLock', input: {}, onSnapshot: { guard: 'lockEngaged', target: '.locked' } },
      initial: 'open',
      states: { open: {}, locked: { tags: ['locked'] } },
    },
  },
});
