import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { Session } from '../../common/session';
import { fieldChange } from '../form/form-events';
import type { FormAnswered } from '../form/form.machine';
import { resend } from './auth-states';
import { authForm, type AuthAnswer, type AuthPanel, type AuthSubmission, type AuthValues, EMPTY_FIELDS } from './auth-form';

/** One Session type for the API's answer, the machine and the browser (common/session.ts). */
export type { Session } from '../../common/session';

export type AuthEvent =
  | { type: 'panel.signIn' }
  | { type: 'panel.register' }
  | { type: 'panel.recover' }
  | { type: 'google.start' }
  | { type: 'confirmation.resend' }
  | { type: 'confirmation.continue' }
  | FormAnswered<AuthSubmission, AuthAnswer>;

export type AuthContext = {
  opening: AuthPanel;
  sentTo: string;
  session: Session | null;
  /** The form's lock and its sending, mirrored so Google and the panel links respect them. */
  formLocked: boolean;
  formBusy: boolean;
};

// Google is offered on the sign-in panel, also after an unconfirmed sign-in; a locked modal refuses it.
const startGoogle = [{ guard: 'formLocked' }, { target: '#auth.signIn.googleSigningIn' }] as const;
const showPanel = (panel: AuthPanel) => ({ guard: 'formIdle', target: `#auth.${panel}`, actions: { type: 'tellFormPanel', params: { panel } } }) as const;

/**
 * The authentication modal (SPEC §2, §4): three panels switched by links over one form machine
 * (authForm: what was typed kept across panels and failures, one submission lock for the whole
 * modal, SPEC §8), the confirmations after registering or asking for a reset link, the offer to
 * resend the confirmation, and Google sign-in, whose failures are shown without being counted.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { panel?: AuthPanel } | undefined,
    tags: {} as 'busy' | 'resending',
    children: {} as { authForm: 'authForm'; googleSignIn: 'googleSignIn'; resendConfirmation: 'resendConfirmation' },
  },
  actors: {
    authForm,
    resendConfirmation: fromPromise<void, { email: string }>(async () => {
      throw new Error('resendConfirmation is provided by the auth feature');
    }),
    googleSignIn: fromPromise<Session, void>(async () => {
      throw new Error('googleSignIn is provided by the auth feature');
    }),
  },
  guards: {
    opensOn: ({ context }, params: { panel: AuthPanel }) => context.opening === params.panel,
    formLocked: ({ context }) => context.formLocked,
    formIdle: ({ context }) => !context.formBusy,
    answered: (_, params: { answer: AuthAnswer; kind: AuthAnswer['kind'] }) => params.answer.kind === params.kind,
  },
  actions: {
    mirrorForm: assign((_, params: { locked: boolean; busy: boolean }) => ({ formLocked: params.locked, formBusy: params.busy })),
    tellFormPanel: sendTo('authForm', (_, params: { panel: AuthPanel }) => fieldChange<AuthValues, 'panel'>('panel', params.panel)),
    rememberRecipient: assign({ sentTo: (_, params: { email: string }) => params.email }),
    keepSession: assign({ session: (_, params: { answer: AuthAnswer }) => (params.answer.kind === 'signedIn' ? params.answer.session : null) }),
    // A closed or blocked popup is not a failed submission: the form shows it without counting it.
    showGoogleNotice: sendTo('authForm', (_, params: { error: unknown }) => ({ type: 'form.notice' as const, error: params.error })),
    /** The feature stores the session and reloads the page (SPEC §4). */
    startSession: () => {},
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ opening: input?.panel ?? 'signIn', sentTo: '', session: null, formLocked: false, formBusy: false }),
  invoke: {
    id: 'authForm',
    src: 'authForm',
    input: ({ context }) => ({ values: { ...EMPTY_FIELDS, panel: context.opening } }),
    onSnapshot: { actions: { type: 'mirrorForm', params: ({ event }) => ({ locked: event.snapshot.context.locked, busy: event.snapshot.hasTag('busy') }) } },
  },
  on: {
    'panel.signIn': showPanel('signIn'),
    'panel.register': showPanel('register'),
    'panel.recover': showPanel('recover'),
    // Each answer says which panel it came from, so it lands right even if the visitor moved on.
    'form.answered': [
      {
        guard: { type: 'answered', params: ({ event }) => ({ answer: event.output.result, kind: 'signedIn' }) },
        target: '.signedIn',
        actions: { type: 'keepSession', params: ({ event }) => ({ answer: event.output.result }) },
      },
      {
        // Right password, but the e-mailed link was never followed: offer to send it again.
        guard: { type: 'answered', params: ({ event }) => ({ answer: event.output.result, kind: 'unconfirmed' }) },
        target: '.signIn.unconfirmed',
        actions: { type: 'rememberRecipient', params: ({ event }) => ({ email: event.output.values.email }) },
      },
      {
        guard: { type: 'answered', params: ({ event }) => ({ answer: event.output.result, kind: 'registered' }) },
        target: '.register.confirmation',
        actions: { type: 'rememberRecipient', params: ({ event }) => ({ email: event.output.values.email }) },
      },
      { target: '.recover.confirmation', actions: { type: 'rememberRecipient', params: ({ event }) => ({ email: event.output.values.email }) } },
    ],
  },
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: { type: 'opensOn', params: { panel: 'register' } }, target: 'register' },
        { guard: { type: 'opensOn', params: { panel: 'recover' } }, target: 'recover' },
        { target: 'signIn' },
      ],
    },
    signIn: {
      initial: 'editing',
      states: {
        editing: { on: { 'google.start': startGoogle } },
        unconfirmed: { ...resend, on: { 'google.start': startGoogle } },
        googleSigningIn: {
          tags: ['busy'],
          invoke: {
            id: 'googleSignIn',
            src: 'googleSignIn',
            onDone: { target: '#auth.signedIn', actions: { type: 'keepSession', params: ({ event }) => ({ answer: { kind: 'signedIn', session: event.output } }) } },
            onError: { target: 'editing', actions: { type: 'showGoogleNotice', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    register: {
      initial: 'editing',
      states: {
        editing: {},
        confirmation: { ...resend, on: { 'confirmation.continue': showPanel('signIn') } },
      },
    },
    recover: {
      initial: 'editing',
      states: {
        editing: {},
        confirmation: { on: { 'confirmation.continue': showPanel('signIn') } },
      },
    },
    signedIn: { type: 'final', entry: 'startSession' },
  },
});

/** The panel a snapshot shows (its heading): the confirmations belong to the panel that sent them. */
export function panelOf(snapshot: SnapshotFrom<typeof authMachine>): AuthPanel {
  if (snapshot.matches('register')) return 'register';
  if (snapshot.matches('recover')) return 'recover';
  return 'signIn';
}
