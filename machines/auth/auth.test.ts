import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { fieldBlur, fieldChange } from '../form/form-events';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { authForm, submitAuth, type AuthAnswer, type AuthCalls, type AuthPanel, type AuthValues } from './auth-form';
import { authMachine, type AuthEvent, type Session } from './auth.machine';

const never = <T,>() => new Promise<T>(() => undefined);

const SESSION: Session = {
  accessToken: 'a.b.c',
  refreshToken: 'r',
  socialLogin: false,
  user: { id: '1', name: 'María', lastName: 'Núñez', email: 'maria@example.com', profilePicture: null },
};

// The modal's own transitions: the form's answers, Google's and the resend's, the form's lock and sending.
type AnyEvent =
  | AuthEvent
  | { type: 'xstate.done.actor.googleSignIn'; output: Session }
  | { type: 'xstate.error.actor.googleSignIn'; error: unknown }
  | { type: 'xstate.done.actor.resendConfirmation' }
  | { type: 'xstate.error.actor.resendConfirmation'; error: unknown }
  | { type: 'xstate.snapshot.authForm'; snapshot: { value: string; context: { locked: boolean }; hasTag: (tag: string) => boolean } };

const answered = (result: AuthAnswer, email = 'maria@example.com'): AuthEvent => ({ type: 'form.answered', output: { values: { panel: 'signIn', email, password: 'secreto1' }, result } });
const formSnapshot = (value: string, locked: boolean): AnyEvent => ({ type: 'xstate.snapshot.authForm', snapshot: { value, context: { locked }, hasTag: (tag) => tag === 'busy' && value === 'submitting' } });

const everyEvent: AnyEvent[] = [
  { type: 'panel.signIn' },
  { type: 'panel.register' },
  { type: 'panel.recover' },
  { type: 'google.start' },
  { type: 'confirmation.resend' },
  { type: 'confirmation.continue' },
  answered({ kind: 'signedIn', session: SESSION }),
  answered({ kind: 'unconfirmed' }),
  answered({ kind: 'registered' }),
  answered({ kind: 'recoverySent' }),
  { type: 'xstate.done.actor.googleSignIn', output: { ...SESSION, socialLogin: true } },
  { type: 'xstate.error.actor.googleSignIn', error: { code: 'popup-closed' } },
  { type: 'xstate.done.actor.resendConfirmation' },
  { type: 'xstate.error.actor.resendConfirmation', error: { code: 'TOO_MANY_REQUESTS' } },
  formSnapshot('editing', true),
  formSnapshot('submitting', false),
  formSnapshot('editing', false),
];

// Nothing settles by itself: each path says whether Google or the resend answers.
const pendingCalls = authMachine.provide({
  actors: { googleSignIn: fromPromise(() => never<Session>()), resendConfirmation: fromPromise(() => never<void>()) },
});

type GraphState = { value: unknown; context: { formLocked: boolean; formBusy: boolean } };
const pathOptions = {
  events: everyEvent,
  serializeState: (state: GraphState) => JSON.stringify([state.value, state.context.formLocked, state.context.formBusy]),
  runsIn: { googleSignIn: 'signIn.googleSigningIn', resendConfirmation: ['signIn.unconfirmed.sending', 'register.confirmation.sending'] },
  ownId: 'auth',
};

describe('auth statechart', () => {
  it('reaches every state and takes every transition, whichever panel it opens on', () => {
    const openings: Array<AuthPanel | undefined> = [undefined, 'register', 'recover'];
    const missing = openings.map((panel) => shortestPathsCoverage(pendingCalls, { ...pathOptions, input: { panel } }));
    // What one opening leaves out, another must reach.
    const leftOut = (pick: (result: (typeof missing)[number]) => string[]) => missing.map(pick).reduce((rest, next) => rest.filter((id) => next.includes(id)));
    expect(leftOut((result) => result.missingStates)).toEqual([]);
    expect(leftOut((result) => result.missingTransitions)).toEqual([]);
  }, 30_000);
});

type Calls = Partial<AuthCalls> & { google?: () => Promise<Session>; resend?: () => Promise<void> };

/** The modal with the given calls (unanswered by default), and a way to type into its form as the page does. */
function modal(calls: Calls = {}, panel?: AuthPanel, startSession = vi.fn()) {
  const submit = submitAuth({ signIn: calls.signIn ?? never, signUp: calls.signUp ?? never, recover: calls.recover ?? never });
  const machine = authMachine.provide({
    actors: {
      authForm: withSubmit(authForm, submit),
      googleSignIn: fromPromise(calls.google ?? never<Session>),
      resendConfirmation: fromPromise(calls.resend ?? never<void>),
    },
    actions: { startSession },
  });
  const actor = createActor(machine, { input: { panel } }).start();
  const form = () => actor.getSnapshot().children.authForm as ActorRefFrom<typeof authForm>;
  const type = <Field extends keyof AuthValues & string>(field: Field, value: AuthValues[Field]) => form().send(fieldChange<AuthValues, Field>(field, value));
  const submitted = () => form().send({ type: 'form.submit' });
  const lock = () => form().getSnapshot().children.submissionLock!.getSnapshot().context;
  return { actor, form, type, submitted, lock, startSession };
}

const refused = (code: string) => async () => {
  throw Object.assign(new Error(code), { code });
};

function typeRegistration(type: ReturnType<typeof modal>['type']) {
  type('name', ' María ');
  type('lastName', 'Núñez');
  type('email', 'Maria@Example.com');
  type('password', 'secreto1');
  type('confirmPassword', 'secreto1');
}

describe('auth modal', () => {
  it('checks a field when the visitor leaves it, and clears the message once fixed', () => {
    const { form, type } = modal();
    type('email', 'maria@');
    form().send(fieldBlur<AuthValues>('email'));
    expect(form().getSnapshot().context.problems).toEqual({ email: 'invalid_email' });
    type('email', 'maria@example.com');
    expect(form().getSnapshot().context.problems.email).toBeUndefined();
  });

  it('refuses to send an empty sign-in and names only the sign-in fields', () => {
    const signIn = vi.fn(never<Session>);
    const { form, submitted } = modal({ signIn });
    submitted();
    expect(form().getSnapshot().context.problems).toEqual({ email: 'required', password: 'required' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a wrong password and shows the failure as a toast', async () => {
    const { form, type, submitted, lock } = modal({ signIn: refused('WRONG_CREDENTIALS') });
    type('email', ' Maria@Example.com ');
    type('password', 'secreto1');
    submitted();
    await waitFor(form(), (snapshot) => lock().failures === 1 && snapshot.matches('editing'));
    expect(form().getSnapshot().context.values).toMatchObject({ email: ' Maria@Example.com ', password: 'secreto1' });
    expect(lock().toasts).toEqual([{ id: 1, error: expect.objectContaining({ code: 'WRONG_CREDENTIALS' }) }]);
  });

  it('locks the whole modal on the third failed submission, every panel and Google included', async () => {
    const signUp = vi.fn(never<void>);
    const { actor, form, type, submitted, lock } = modal({ signIn: refused('WRONG_CREDENTIALS'), signUp });
    type('email', 'maria@example.com');
    type('password', 'secreto1');
    for (let attempt = 1; attempt <= 3; attempt++) {
      submitted();
      await waitFor(form(), () => lock().failures === attempt);
    }
    expect(form().getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'panel.register' });
    typeRegistration(type);
    type('acceptTerms', true);
    submitted();
    expect(signUp).not.toHaveBeenCalled();
    actor.send({ type: 'panel.signIn' });
    actor.send({ type: 'google.start' });
    expect(actor.getSnapshot().matches({ signIn: 'editing' })).toBe(true);
  });

  it('signs in with the normalised e-mail and hands the session to the feature', async () => {
    const signIn = vi.fn(async () => SESSION);
    const { actor, type, submitted, startSession } = modal({ signIn });
    type('email', ' Maria@Example.com ');
    type('password', 'secreto1');
    submitted();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(signIn).toHaveBeenCalledWith({ email: 'maria@example.com', password: 'secreto1' });
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it('offers to resend the confirmation when the e-mail is not confirmed, without counting a failure', async () => {
    const { actor, type, submitted, lock } = modal({ signIn: refused('EMAIL_NOT_CONFIRMED'), resend: async () => undefined });
    type('email', 'Maria@Example.com');
    type('password', 'secreto1');
    submitted();
    await waitFor(actor, (snapshot) => snapshot.matches({ signIn: 'unconfirmed' }));
    expect(actor.getSnapshot().context.sentTo).toBe('maria@example.com');
    expect(lock().failures).toBe(0);
    actor.send({ type: 'confirmation.resend' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signIn: { unconfirmed: 'sent' } }));
  });

  it('does not register without the terms accepted', () => {
    const signUp = vi.fn(never<void>);
    const { actor, form, type, submitted } = modal({ signUp });
    actor.send({ type: 'panel.register' });
    typeRegistration(type);
    submitted();
    expect(form().getSnapshot().context.problems).toEqual({ acceptTerms: 'terms_required' });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('tells as soon as the second password differs', () => {
    const { actor, form, type } = modal();
    actor.send({ type: 'panel.register' });
    type('password', 'secreto1');
    type('confirmPassword', 'secreto2');
    form().send(fieldBlur<AuthValues>('confirmPassword'));
    expect(form().getSnapshot().context.problems.confirmPassword).toBe('passwords_differ');
  });

  it('registers the trimmed names, confirms with the address the message went to, then returns to sign in with it', async () => {
    const signUp = vi.fn(async () => undefined);
    const { actor, form, type, submitted } = modal({ signUp });
    actor.send({ type: 'panel.register' });
    typeRegistration(type);
    type('acceptTerms', true);
    submitted();
    await waitFor(actor, (snapshot) => snapshot.matches({ register: { confirmation: 'idle' } }));
    expect(signUp).toHaveBeenCalledWith({ name: 'María', lastName: 'Núñez', email: 'maria@example.com', password: 'secreto1' });
    expect(actor.getSnapshot().context.sentTo).toBe('maria@example.com');
    actor.send({ type: 'confirmation.continue' });
    expect(actor.getSnapshot().matches({ signIn: 'editing' })).toBe(true);
    expect(form().getSnapshot().context.values).toMatchObject({ panel: 'signIn', email: 'Maria@Example.com' });
  });

  it('recovers a password with the e-mail typed on the sign-in panel', async () => {
    const recover = vi.fn(async () => undefined);
    const { actor, type, submitted } = modal({ recover });
    type('email', 'maria@example.com');
    actor.send({ type: 'panel.recover' });
    submitted();
    await waitFor(actor, (snapshot) => snapshot.matches({ recover: 'confirmation' }));
    expect(recover).toHaveBeenCalledWith({ email: 'maria@example.com' });
  });

  it('stays on its panel while a submission is on its way', () => {
    const { actor, type, submitted } = modal();
    type('email', 'maria@example.com');
    actor.send({ type: 'panel.recover' });
    submitted();
    actor.send({ type: 'panel.register' });
    expect(actor.getSnapshot().matches('recover')).toBe(true);
  });

  it('shows a closed Google popup without counting it towards the lock', async () => {
    const { actor, form, lock } = modal({ google: refused('popup-closed') });
    actor.send({ type: 'google.start' });
    await waitFor(form(), () => lock().toasts.length === 1);
    expect(actor.getSnapshot().matches({ signIn: 'editing' })).toBe(true);
    expect(lock().failures).toBe(0);
    expect(lock().toasts).toEqual([{ id: 1, error: expect.objectContaining({ code: 'popup-closed' }) }]);
  });

  it('opens on the panel a page asks for, with the form checking that panel', () => {
    const { actor, form, submitted } = modal({}, 'recover');
    expect(actor.getSnapshot().matches('recover')).toBe(true);
    submitted();
    expect(form().getSnapshot().context.problems).toEqual({ email: 'required' });
    expect(modal({}, 'register').actor.getSnapshot().matches('register')).toBe(true);
  });
});
