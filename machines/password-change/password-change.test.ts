import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { passwordChangeMachine, type PasswordChangeEvent } from './password-change.machine';

// The change never settles by itself: each path says whether the server accepts or refuses it.
const machine = passwordChangeMachine.provide({ actors: { changePassword: fromPromise(() => new Promise<void>(() => undefined)) } });

type AnyEvent =
  | PasswordChangeEvent
  | { type: 'xstate.done.actor.changePassword'; output: undefined }
  | { type: 'xstate.error.actor.changePassword'; error: unknown }
  | { type: 'xstate.snapshot.submissionLock'; snapshot: { hasTag: (tag: string) => boolean } };

const wrongPassword: AnyEvent = { type: 'xstate.error.actor.changePassword', error: { code: 'WRONG_CREDENTIALS' } };
const type = (field: 'currentPassword' | 'newPassword' | 'repeatPassword', value: string): AnyEvent => ({ type: 'field.change', field, value });
const VALID = [type('currentPassword', 'vieja-clave'), type('newPassword', 'nueva-clave-1'), type('repeatPassword', 'nueva-clave-1')];

const everyEvent: AnyEvent[] = [
  ...VALID,
  type('repeatPassword', 'otra-cosa'),
  { type: 'field.blur', field: 'repeatPassword' },
  { type: 'form.submit' },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  wrongPassword,
  { type: 'xstate.snapshot.submissionLock', snapshot: { hasTag: (tag) => tag === 'locked' } },
];

const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

type Snapshot = { value: unknown; context: { fields: object; errors: object } };
const options = { events: everyEvent, serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.fields, Object.keys(state.context.errors)]) };

// The lock's own toasts: what the form shows after each failure.
const lockToasts = (actor: { getSnapshot: () => { children: { submissionLock?: { getSnapshot: () => unknown } } } }) =>
  (actor.getSnapshot().children.submissionLock?.getSnapshot() as { context: { toasts: unknown[] } } | undefined)?.context.toasts;

function run(events: AnyEvent[]) {
  const actor = createActor(machine).start();
  events.forEach((event) => actor.send(event as PasswordChangeEvent));
  return actor;
}

// An actor's answer only ever arrives while it runs; anywhere else it would crash the form.
const deliverable = (path: { state: { matches: (value: object) => boolean } }) => (event: AnyEvent) =>
  !event.type.startsWith('xstate.done') && !event.type.startsWith('xstate.error') ? true : path.state.matches({ form: 'submitting' });

// Simple paths explode with a parallel lock region; the shortest path to each distinct state
// followed by every event takes every transition from every state just as well.
describe('password change statechart', () => {
  const shortest = getShortestPaths(machine, options as never);
  // The submission lock runs for real inside; its own tests cover it.
  const own = (ids: Set<string>) => new Set([...ids].filter((id) => id.startsWith('passwordChange')));

  it('reaches every state along the shortest paths', () => {
    expect(own(replay(machine, shortest.map(eventsOf) as never).states)).toEqual(declaredStates(machine));
  });

  it('takes every transition along the shortest paths followed by each event', () => {
    const sequences = shortest.flatMap((path) => everyEvent.filter(deliverable(path)).map((event) => [...eventsOf(path), event]));
    expect(own(replay(machine, sequences as never).transitions)).toEqual(declaredTransitions(machine));
  });

  it('ends each path in the state the graph predicted', () => {
    for (const path of shortest) expect(run(eventsOf(path)).getSnapshot().value).toEqual(path.state.value);
  });
});

describe('password change', () => {
  it('asks for 8 characters and the same password twice', () => {
    const actor = run([type('newPassword', 'corta'), { type: 'field.blur', field: 'newPassword' }, type('repeatPassword', 'corto'), { type: 'field.blur', field: 'repeatPassword' }]);
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: 'too_short', repeatPassword: 'passwords_differ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ currentPassword: 'required', newPassword: 'too_short', repeatPassword: 'passwords_differ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('sends only the current and the new password, then clears the boxes', async () => {
    const change = vi.fn(async (_args: { input: { currentPassword: string; newPassword: string } }): Promise<void> => undefined);
    const actor = createActor(passwordChangeMachine.provide({ actors: { changePassword: fromPromise(change) } })).start();
    VALID.forEach((event) => actor.send(event as PasswordChangeEvent));
    actor.send({ type: 'form.submit' });
    expect(change).toHaveBeenCalledWith(expect.objectContaining({ input: { currentPassword: 'vieja-clave', newPassword: 'nueva-clave-1' } }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'changed' })).toBe(true));
    expect(actor.getSnapshot().context.fields).toEqual({ currentPassword: '', newPassword: '', repeatPassword: '' });
  });

  it('keeps what was typed when the current password is wrong', () => {
    const actor = run([...VALID, { type: 'form.submit' }, wrongPassword]);
    expect(actor.getSnapshot().value).toEqual({ form: 'editing', lock: 'open' });
    expect(actor.getSnapshot().context.fields.currentPassword).toBe('vieja-clave');
    expect(lockToasts(actor)).toEqual([{ id: 1, error: { code: 'WRONG_CREDENTIALS' } }]);
  });

  it('locks the form on the third failure', () => {
    const actor = run([...VALID, ...Array.from({ length: 3 }, () => [{ type: 'form.submit' } as AnyEvent, wrongPassword]).flat()]);
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});
