import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import type { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { authMachine, type AuthEvent, type Session } from './auth.machine';
import type { AuthPanel } from './auth-form';

const pending = <T,>() => new Promise<T>(() => undefined);
// Nothing settles by itself: each path says whether the server answers or refuses.
const machine = authMachine.provide({
  actors: {
    signIn: fromPromise(() => pending<Session>()),
    signUp: fromPromise(() => pending<void>()),
    recover: fromPromise(() => pending<void>()),
    resendConfirmation: fromPromise(() => pending<void>()),
    googleSignIn: fromPromise(() => pending<Session>()),
  },
});

const SESSION: Session = {
  accessToken: 'a.b.c',
  refreshToken: 'r',
  socialLogin: false,
  user: { id: '1', name: 'María', lastName: 'Núñez', email: 'maria@example.com', profilePicture: null },
};

type ActorEvent = { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown } | { type: 'xstate.snapshot.submissionLock'; snapshot: unknown };
type AnyEvent = AuthEvent | ActorEvent;

const change = (field: 'name' | 'lastName' | 'email' | 'password' | 'confirmPassword', value: string): AuthEvent => ({ type: 'field.change', field, value });
const done = (id: string, output?: unknown): AnyEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, code: string): AnyEvent => ({ type: `xstate.error.actor.${id}`, error: { code } });
const lockedSnapshot = { hasTag: (tag: string) => tag === 'locked' };

// Only the e-mail varies during the walk (empty, valid, invalid); the other fields are either all
// empty or all filled in before it starts, which keeps the graph small without losing a branch.
const userEvents: AuthEvent[] = [
  { type: 'panel.signIn' },
  { type: 'panel.register' },
  { type: 'panel.recover' },
  change('email', 'Maria@Example.com'),
  change('email', 'maria@'),
  { type: 'field.blur', field: 'email' },
  { type: 'terms.change', accepted: true },
  { type: 'form.submit' },
  { type: 'google.start' },
  { type: 'confirmation.resend' },
  { type: 'confirmation.continue' },
];
const filledIn: AuthEvent[] = [change('name', 'María'), change('lastName', 'Núñez'), change('password', 'secreto1'), change('confirmPassword', 'secreto1')];

// Each invoked actor answers only while its state is active; elsewhere an error would crash the actor.
const actorEvents: Array<[AnyEvent, (state: SnapshotFrom<typeof machine>) => boolean]> = [
  [done('signIn', SESSION), (s) => s.matches({ form: { signIn: 'submitting' } })],
  [failed('signIn', 'WRONG_CREDENTIALS'), (s) => s.matches({ form: { signIn: 'submitting' } })],
  [failed('signIn', 'EMAIL_NOT_CONFIRMED'), (s) => s.matches({ form: { signIn: 'submitting' } })],
  [done('googleSignIn', { ...SESSION, socialLogin: true }), (s) => s.matches({ form: { signIn: 'googleSigningIn' } })],
  [failed('googleSignIn', 'popup-closed'), (s) => s.matches({ form: { signIn: 'googleSigningIn' } })],
  [done('signUp'), (s) => s.matches({ form: { register: 'submitting' } })],
  [failed('signUp', 'EMAIL_ALREADY_REGISTERED'), (s) => s.matches({ form: { register: 'submitting' } })],
  [done('recover'), (s) => s.matches({ form: { recover: 'submitting' } })],
  [failed('recover', 'EMAIL_NOT_FOUND'), (s) => s.matches({ form: { recover: 'submitting' } })],
  [done('resendConfirmation'), (s) => s.hasTag('resending')],
  [failed('resendConfirmation', 'TOO_MANY_REQUESTS'), (s) => s.hasTag('resending')],
  [{ type: 'xstate.snapshot.submissionLock', snapshot: lockedSnapshot }, () => true],
];

const eventsFor = (state: SnapshotFrom<typeof machine>): AnyEvent[] => [...userEvents, ...actorEvents.filter(([, when]) => when(state)).map(([event]) => event)];

// What the guards can tell apart: the state, and which panels' fields would pass.
const serializeState = (state: SnapshotFrom<typeof machine>) => JSON.stringify([state.value, state.context.fields]);

const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

const inputs: Array<{ panel?: AuthPanel }> = [{}, { panel: 'register' }, { panel: 'recover' }];

const lockOf = (actor: AnyActorRef) => (actor.getSnapshot().children.submissionLock as ActorRefFrom<typeof submissionLockMachine>).getSnapshot().context;

function run(events: AnyEvent[], input: { panel?: AuthPanel } = {}, provided = machine) {
  const actor = createActor(provided, { input }).start();
  events.forEach((event) => actor.send(event as AuthEvent));
  return actor;
}

describe('auth statechart', () => {
  it('reaches every state and takes every transition', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    // The opening panel only decides where the walk starts; one walk per prefix covers the rest.
    const walks = [...inputs.map((input) => [input, []] as const), [{}, filledIn] as const];
    for (const [input, prefix] of walks) {
      const fromState = prefix.reduce((state, event) => getNextSnapshot(machine, state, event), getInitialSnapshot(machine, input));
      const paths = getShortestPaths(machine, { events: eventsFor, input, serializeState, fromState } as never);
      const sequences = paths.flatMap((path) => eventsFor(path.state as never).map((event) => [...prefix, ...eventsOf(path), event]));
      const visited = replay(machine, sequences as never, input);
      // The submission lock's own steps are measured by its own test.
      visited.states.forEach((state) => state.startsWith('auth') && states.add(state));
      visited.transitions.forEach((transition) => transition.startsWith('auth') && transitions.add(transition));
    }
    expect(states).toEqual(declaredStates(machine));
    expect(transitions).toEqual(declaredTransitions(machine));
  }, 30_000);
});

const typedSignIn = [change('email', ' Maria@Example.com '), change('password', 'secreto1')];
const typedRegister = [
  { type: 'panel.register' } as const,
  change('name', 'María'),
  change('lastName', 'Núñez'),
  change('email', 'maria@example.com'),
  change('password', 'secreto1'),
  change('confirmPassword', 'secreto1'),
];

describe('auth modal', () => {
  it('checks a field when the visitor leaves it, and clears the message once fixed', () => {
    const actor = run([change('email', 'maria@'), { type: 'field.blur', field: 'email' }]);
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalid_email' });
    actor.send(change('email', 'maria@example.com'));
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });

  it('refuses to send an empty sign-in and names each problem', () => {
    const actor = run([{ type: 'form.submit' }]);
    expect(actor.getSnapshot().matches({ form: { signIn: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'required', password: 'required' });
  });

  it('keeps what was typed after a wrong password and shows the failure as a toast', () => {
    const actor = run([...typedSignIn, { type: 'form.submit' }, failed('signIn', 'WRONG_CREDENTIALS')]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: { signIn: 'editing' } })).toBe(true);
    expect(snapshot.context.fields).toMatchObject({ email: ' Maria@Example.com ', password: 'secreto1' });
    expect(lockOf(actor).toasts).toEqual([{ id: 1, error: { code: 'WRONG_CREDENTIALS' } }]);
  });

  it('locks the whole modal on the third failed submission', () => {
    const attempt = [{ type: 'form.submit' } as const, failed('signIn', 'WRONG_CREDENTIALS')];
    const actor = run([...typedSignIn, ...attempt, ...attempt, ...attempt]);
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'panel.register' });
    typedRegister.slice(1).forEach((event) => actor.send(event));
    actor.send({ type: 'terms.change', accepted: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: { register: 'editing' } })).toBe(true);
  });

  it('signs in with the normalised e-mail and hands the session to the feature', async () => {
    const signIn = vi.fn(async () => SESSION);
    const startSession = vi.fn();
    const provided = machine.provide({ actors: { signIn: fromPromise(signIn) }, actions: { startSession } });
    const actor = run([...typedSignIn, { type: 'form.submit' }], {}, provided);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'signedIn' })).toBe(true));
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'maria@example.com', password: 'secreto1' } }));
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it('offers to resend the confirmation when the e-mail is not confirmed yet', () => {
    const actor = run([...typedSignIn, { type: 'form.submit' }, failed('signIn', 'EMAIL_NOT_CONFIRMED'), { type: 'confirmation.resend' }]);
    expect(actor.getSnapshot().matches({ form: { signIn: { unconfirmed: 'sending' } } })).toBe(true);
    expect(actor.getSnapshot().context.sentTo).toBe('maria@example.com');
    actor.send(done('resendConfirmation') as AuthEvent);
    expect(actor.getSnapshot().matches({ form: { signIn: { unconfirmed: 'sent' } } })).toBe(true);
    expect(lockOf(actor).failures).toBe(0);
  });

  it('does not register without the terms accepted', () => {
    const actor = run([...typedRegister, { type: 'form.submit' }]);
    expect(actor.getSnapshot().matches({ form: { register: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ acceptTerms: 'terms_required' });
  });

  it('tells as soon as the second password differs', () => {
    const actor = run([{ type: 'panel.register' }, change('password', 'secreto1'), change('confirmPassword', 'secreto2'), { type: 'field.blur', field: 'confirmPassword' }]);
    expect(actor.getSnapshot().context.errors.confirmPassword).toBe('passwords_differ');
  });

  it('confirms a registration with the address the message went to, then returns to sign in', () => {
    const actor = run([...typedRegister, { type: 'terms.change', accepted: true }, { type: 'form.submit' }, done('signUp')]);
    expect(actor.getSnapshot().matches({ form: { register: { confirmation: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context.sentTo).toBe('maria@example.com');
    actor.send({ type: 'confirmation.continue' });
    expect(actor.getSnapshot().matches({ form: { signIn: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.fields.email).toBe('maria@example.com');
  });

  it('recovers a password with the e-mail typed on the sign-in panel', () => {
    const actor = run([change('email', 'maria@example.com'), { type: 'panel.recover' }, { type: 'form.submit' }, done('recover')]);
    expect(actor.getSnapshot().matches({ form: { recover: 'confirmation' } })).toBe(true);
  });

  it('shows a closed Google popup without counting it towards the lock', () => {
    const actor = run([{ type: 'google.start' }, failed('googleSignIn', 'popup-closed')]);
    expect(actor.getSnapshot().matches({ form: { signIn: 'editing' } })).toBe(true);
    const lock = lockOf(actor);
    expect(lock?.failures).toBe(0);
    expect(lock?.toasts).toEqual([{ id: 1, error: { code: 'popup-closed' } }]);
  });

  it('opens on the panel a page asks for', () => {
    expect(run([], { panel: 'register' }).getSnapshot().matches({ form: 'register' })).toBe(true);
    expect(run([], { panel: 'recover' }).getSnapshot().matches({ form: 'recover' })).toBe(true);
  });
});
