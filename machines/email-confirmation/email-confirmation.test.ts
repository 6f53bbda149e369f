import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { emailConfirmationMachine, type EmailConfirmationEvent } from './email-confirmation.machine';

const pending = <T,>() => new Promise<T>(() => undefined);
const machine = emailConfirmationMachine.provide({
  actors: { validateToken: fromPromise(() => pending<{ valid: boolean; purpose: string }>()), resendConfirmation: fromPromise(() => pending<void>()) },
});
const input = { token: 'tok' };

type AnyEvent = EmailConfirmationEvent | { type: string; output?: unknown; error?: unknown };
const userEvents: EmailConfirmationEvent[] = [{ type: 'email.change', value: 'maria@' }, { type: 'email.change', value: 'maria@example.com' }, { type: 'form.submit' }];
const checked = (valid: boolean, purpose = 'EMAIL_CONFIRMATION') => ({ type: 'xstate.done.actor.validateToken', output: { valid, purpose } });
const actorEvents: Array<[AnyEvent, (state: SnapshotFrom<typeof machine>) => boolean]> = [
  [checked(true), (s) => s.matches('checking')],
  [checked(true, 'PASSWORD_RESET'), (s) => s.matches('checking')],
  [{ type: 'xstate.error.actor.validateToken', error: { code: 'INVALID_TOKEN' } }, (s) => s.matches('checking')],
  [{ type: 'xstate.done.actor.resendConfirmation' }, (s) => s.matches({ invalid: 'sending' })],
  [{ type: 'xstate.error.actor.resendConfirmation', error: { code: 'TOO_MANY_REQUESTS' } }, (s) => s.matches({ invalid: 'sending' })],
];
const eventsFor = (state: SnapshotFrom<typeof machine>) => [...userEvents, ...actorEvents.filter(([, when]) => when(state)).map(([event]) => event)];
const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as EmailConfirmationEvent));
  return actor.getSnapshot();
}

describe('e-mail confirmation statechart', () => {
  it('reaches every state and takes every transition', () => {
    const paths = getShortestPaths(machine, { events: eventsFor, input, serializeState: (s: SnapshotFrom<typeof machine>) => JSON.stringify([s.value, s.context.email]) } as never);
    const sequences = paths.flatMap((path) => (path.state.status === 'active' ? eventsFor(path.state as never) : []).map((event) => [...eventsOf(path), event]));
    const visited = replay(machine, sequences as never, input);
    expect(visited.states).toEqual(declaredStates(machine));
    expect(visited.transitions).toEqual(declaredTransitions(machine));
  });

  it('confirms the account with a confirmation link only', () => {
    expect(run([checked(true)]).value).toBe('confirmed');
    expect(run([checked(true, 'PASSWORD_RESET')]).value).toEqual({ invalid: 'editing' });
  });

  it('offers a new link for a valid address after a used one', () => {
    const refused = { type: 'xstate.error.actor.validateToken', error: { code: 'INVALID_TOKEN' } };
    expect(run([refused, { type: 'email.change', value: 'maria@' }, { type: 'form.submit' }]).context.error).toBe('invalid_email');
    expect(run([refused, { type: 'email.change', value: 'maria@example.com' }, { type: 'form.submit' }]).value).toEqual({ invalid: 'sending' });
  });
});
