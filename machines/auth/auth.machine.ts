import { assertEvent, assign, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { resend, submitWhen } from './auth-states';
import { EMPTY_FIELDS, failureCode, normalisedEmail, panelErrors, type AuthFields, type AuthPanel, type AuthTextField, type FieldErrors } from './auth-form';
import { DEFAULT_FAILURE_LIMIT, submissionLockMachine } from '../submission-lock/submission-lock.machine';
import type { Session } from '../../common/session';

/** One Session type for the API's answer, the machine and the browser (common/session.ts). */
export type { Session } from '../../common/session';

export type AuthEvent =
  | { type: 'panel.signIn' }
  | { type: 'panel.register' }
  | { type: 'panel.recover' }
  | { type: 'field.change'; field: AuthTextField; value: string }
  | { type: 'field.blur'; field: AuthTextField }
  | { type: 'terms.change'; accepted: boolean }
  | { type: 'form.submit' }
  | { type: 'google.start' }
  | { type: 'confirmation.resend' }
  | { type: 'confirmation.continue' };

export type AuthContext = { panel: AuthPanel; fields: AuthFields; errors: FieldErrors; sentTo: string; session: Session | null };

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the auth feature`);
};

/**
 * The authentication modal (SPEC §2, §4): three panels switched by links, each validated with the
 * shared schemas on blur and on submit, what was typed kept across failures and panels, and one
 * submission lock for the whole modal (SPEC §8: the third failure disables the form).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { panel?: AuthPanel } | undefined,
    tags: {} as 'busy' | 'resending' | 'locked',
  },
  actors: {
    signIn: fromPromise<Session, { email: string; password: string }>(placeholder('signIn')),
    signUp: fromPromise<void, { name: string; lastName: string; email: string; password: string }>(placeholder('signUp')),
    recover: fromPromise<void, { email: string }>(placeholder('recover')),
    resendConfirmation: fromPromise<void, { email: string }>(placeholder('resendConfirmation')),
    googleSignIn: fromPromise<Session, void>(placeholder('googleSignIn')),
    submissionLock: submissionLockMachine,
  },
  guards: {
    opensOnRegister: ({ context }) => context.panel === 'register',
    opensOnRecover: ({ context }) => context.panel === 'recover',
    signInValid: ({ context }) => Object.keys(panelErrors('signIn', context.fields)).length === 0,
    registerValid: ({ context }) => Object.keys(panelErrors('register', context.fields)).length === 0,
    recoverValid: ({ context }) => Object.keys(panelErrors('recover', context.fields)).length === 0,
    emailNotConfirmed: ({ event }) => failureCode((event as { error?: unknown }).error) === 'EMAIL_NOT_CONFIRMED',
    formLocked: stateIn('#auth.lock.locked'),
    lockEngaged: ({ event }) => (event as { snapshot?: { hasTag?: (tag: string) => boolean } }).snapshot?.hasTag?.('locked') === true,
  },
  actions: {
    showPanel: assign({
      panel: ({ event }) => event.type.slice('panel.'.length) as AuthPanel,
      errors: {},
    }),
    storeField: assign(({ context, event }) => {
      assertEvent(event, ['field.change', 'terms.change']);
      const fields = event.type === 'terms.change' ? { ...context.fields, acceptTerms: event.accepted } : { ...context.fields, [event.field]: event.value };
      const field = event.type === 'terms.change' ? 'acceptTerms' : event.field;
      // A field already in error is checked as it is typed, so the message leaves as soon as it is fixed.
      if (!context.errors[field] && field !== 'acceptTerms') return { fields };
      return { fields, errors: { ...context.errors, [field]: panelErrors(context.panel, fields)[field] } };
    }),
    checkField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return { ...context.errors, [event.field]: panelErrors(context.panel, context.fields)[event.field] };
      },
    }),
    returnToSignIn: assign({ panel: 'signIn' as const, errors: {} }),
    flagAllErrors: assign({ errors: ({ context }) => panelErrors(context.panel, context.fields) }),
    rememberRecipient: assign({ sentTo: ({ context }) => normalisedEmail(context.fields.email) }),
    keepSession: assign({ session: ({ event }) => (event as unknown as { output: Session }).output }),
    reportFailure: sendTo('submissionLock', ({ event }) => ({ type: 'submission.failed' as const, error: (event as { error?: unknown }).error })),
    reportNotice: sendTo('submissionLock', ({ event }) => ({ type: 'toast.show' as const, error: (event as { error?: unknown }).error })),
    forgiveFailures: sendTo('submissionLock', { type: 'submission.succeeded' as const }),
    /** The feature stores the session and reloads the page (SPEC §4). */
    startSession: () => {},
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ panel: input?.panel ?? 'signIn', fields: EMPTY_FIELDS, errors: {}, sentTo: '', session: null }),
  type: 'parallel',
  states: {
    form: {
      initial: 'opening',
      on: {
        'panel.signIn': { target: '.signIn', actions: 'showPanel' },
        'panel.register': { target: '.register', actions: 'showPanel' },
        'panel.recover': { target: '.recover', actions: 'showPanel' },
        'field.change': { actions: 'storeField' },
        'terms.change': { actions: 'storeField' },
        'field.blur': { actions: 'checkField' },
      },
      states: {
        opening: { always: [{ guard: 'opensOnRegister', target: 'register' }, { guard: 'opensOnRecover', target: 'recover' }, { target: 'signIn' }] },
        signIn: {
          initial: 'editing',
          states: {
            editing: { on: { 'form.submit': submitWhen('signInValid'), 'google.start': [{ guard: 'formLocked' }, { target: 'googleSigningIn' }] } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ context }) => ({ email: normalisedEmail(context.fields.email), password: context.fields.password }),
                onDone: { target: '#auth.form.signedIn', actions: ['keepSession', 'forgiveFailures'] },
                onError: [{ guard: 'emailNotConfirmed', target: 'unconfirmed', actions: 'rememberRecipient' }, { target: 'editing', actions: 'reportFailure' }],
              },
            },
            // Right password, but the e-mailed link was never followed: offer to send it again.
            unconfirmed: { ...resend, on: { 'form.submit': submitWhen('signInValid') } },
            googleSigningIn: {
              tags: ['busy'],
              invoke: {
                id: 'googleSignIn',
                src: 'googleSignIn',
                onDone: { target: '#auth.form.signedIn', actions: ['keepSession', 'forgiveFailures'] },
                // A closed or blocked popup is not a failed submission: shown, not counted.
                onError: { target: 'editing', actions: 'reportNotice' },
              },
            },
          },
        },
        register: {
          initial: 'editing',
          states: {
            editing: { on: { 'form.submit': submitWhen('registerValid') } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'signUp',
                src: 'signUp',
                input: ({ context }) => ({ name: context.fields.name.trim(), lastName: context.fields.lastName.trim(), email: normalisedEmail(context.fields.email), password: context.fields.password }),
                onDone: { target: 'confirmation', actions: ['rememberRecipient', 'forgiveFailures'] },
                onError: { target: 'editing', actions: 'reportFailure' },
              },
            },
            confirmation: { ...resend, on: { 'confirmation.continue': { target: '#auth.form.signIn', actions: 'returnToSignIn' } } },
          },
        },
        recover: {
          initial: 'editing',
          states: {
            editing: { on: { 'form.submit': submitWhen('recoverValid') } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'recover',
                src: 'recover',
                input: ({ context }) => ({ email: normalisedEmail(context.fields.email) }),
                onDone: { target: 'confirmation', actions: ['rememberRecipient', 'forgiveFailures'] },
                onError: { target: 'editing', actions: 'reportFailure' },
              },
            },
            confirmation: { on: { 'confirmation.continue': { target: '#auth.form.signIn', actions: 'returnToSignIn' } } },
          },
        },
        signedIn: { type: 'final', entry: 'startSession' },
      },
    },
    lock: {
      invoke: { id: 'submissionLock', src: 'submissionLock', input: { limit: DEFAULT_FAILURE_LIMIT }, onSnapshot: { guard: 'lockEngaged', target: '.locked' } },
      initial: 'open',
      states: { open: {}, locked: { tags: ['locked'] } },
    },
  },
});
