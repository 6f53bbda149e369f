import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { passwordResetMachine, type PasswordResetEvent } from './password-reset.machine';

const pending = <T,>() => new Promise<T>(() => undefined);
const machine = passwordResetMachine.provide({
  actors: { validateToken: fromPromise(() => pending<{ valid: boolean; purpose: string }>()), completePasswordReset: fromPromise(() => pending<void>()) },
});
const input = { token: 'tok' };

type AnyEvent = PasswordResetEvent | { type: string; output?: unknown; error?: unknown; snapshot?: unknown };
const userEvents: PasswordResetEvent[] = [
  { type: 'field.change', field: 'password', value: 'nueva123' },
  { type: 'field.change', field: 'confirmPassword', value: 'nueva123' },
  { type: 'field.change', field: 'confirmPassword', value: 'otra' },
  { type: 'field.blur', field: 'confirmPassword' },
  { type: 'form.submit' },
];
const checked = (valid: boolean, purpose = 'PASSWORD_RESET') => ({ type: 'xstate.done.actor.validateToken', output: { valid, purpose } });
const actorEvents: Array<[AnyEvent, (state: SnapshotFrom<typeof machine>) => boolean]> = [
  [checked(true), (s) => s.matches('checking')],
  [checked(true, 'EMAIL_CONFIRMATION'), (s) => s.matches('checking')],
  [{ type: 'xstate.error.actor.validateToken', error: { code: 'INVALID_TOKEN' } }, (s) => s.matches('checking')],
  [{ type: 'xstate.done.actor.completePasswordReset' }, (s) => s.matches('submitting')],
  [{ type: 'xstate.error.actor.completePasswordReset', error: { code: 'INVALID_TOKEN' } }, (s) => s.matches('submitting')],
  [{ type: 'xstate.error.actor.completePasswordReset', error: { code: 'TOO_MANY_REQUESTS' } }, (s) => s.matches('submitting')],
  [{ type: 'xstate.snapshot.submissionLock', snapshot: { hasTag: (tag: string) => tag === 'locked' } }, (s) => s.status === 'active'],
];
const eventsFor = (state: SnapshotFrom<typeof machine>) => [...userEvents, ...actorEvents.filter(([, when]) => when(state)).map(([event]) => event)];
const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as PasswordResetEvent));
  return actor.getSnapshot();
}

describe('password reset statechart', () => {
  it('reaches every state and takes every transition', () => {
    const paths = getShortestPaths(machine, { events: eventsFor, input, serializeState: (s: SnapshotFrom<typeof machine>) => JSON.stringify([s.value, s.context.fields]) } as never);
    const sequences = paths.flatMap((path) => (path.state.status === 'active' ? eventsFor(path.state as never) : []).map((event) => [...eventsOf(path), event]));
    const visited = replay(machine, sequences as never, input);
    const own = (id: string) => id.startsWith('passwordReset');
    expect(new Set([...visited.states].filter(own))).toEqual(declaredStates(machine));
    expect(new Set([...visited.transitions].filter(own))).toEqual(declaredTransitions(machine));
  });

  it('refuses a confirmation link used as a reset link', () => {
    expect(run([checked(true, 'EMAIL_CONFIRMATION')]).value).toBe('invalid');
  });

  it('asks for matching passwords of at least 6 characters', () => {
    const snapshot = run([checked(true), { type: 'field.change', field: 'password', value: 'abc' }, { type: 'field.change', field: 'confirmPassword', value: 'abd' }, { type: 'form.submit' }]);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.errors).toEqual({ password: 'too_short', confirmPassword: 'passwords_differ' });
  });

  it('says the link is no longer valid when the server refuses it on submit', () => {
    const typed = userEvents.slice(0, 2);
    expect(run([checked(true), ...typed, { type: 'form.submit' }, { type: 'xstate.error.actor.completePasswordReset', error: { code: 'INVALID_TOKEN' } }]).value).toBe('invalid');
    expect(run([checked(true), ...typed, { type: 'form.submit' }, { type: 'xstate.done.actor.completePasswordReset' }]).value).toBe('done');
  });

  it('locks the form after three failed submissions', () => {
    const attempt = [{ type: 'form.submit' }, { type: 'xstate.error.actor.completePasswordReset', error: { code: 'INTERNAL_SERVER_ERROR' } }];
    expect(run([checked(true), ...userEvents.slice(0, 2), ...attempt, ...attempt, ...attempt]).hasTag('locked')).toBe(true);
  });
});
