import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type FormEvent, withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { passwordChangeInput as input, passwordChangeMachine } from './password-change.machine';

// The change never settles by itself: each path says whether the server accepts or refuses it.
const machine = withSubmit(passwordChangeMachine, () => new Promise<void>(() => undefined));

type AnyEvent =
  | FormEvent
  | { type: 'xstate.done.actor.submit'; output: undefined }
  | { type: 'xstate.error.actor.submit'; error: unknown }
  | { type: 'xstate.snapshot.submissionLock'; snapshot: { hasTag: (tag: string) => boolean } };

const wrongPassword: AnyEvent = { type: 'xstate.error.actor.submit', error: { code: 'WRONG_CREDENTIALS' } };
const type = (field: 'currentPassword' | 'newPassword' | 'repeatPassword', value: string): AnyEvent => ({ type: 'field.change', field, value });
const VALID = [type('currentPassword', 'vieja-clave'), type('newPassword', 'nueva-clave-1'), type('repeatPassword', 'nueva-clave-1')];

const everyEvent: AnyEvent[] = [
  ...VALID,
  type('repeatPassword', 'otra-cosa'),
  { type: 'field.blur', field: 'repeatPassword' },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'notice.dismiss' },
  { type: 'form.notice', error: new Error('shown, not counted') },
  { type: 'xstate.done.actor.submit', output: undefined },
  wrongPassword,
  { type: 'xstate.snapshot.submissionLock', snapshot: { hasTag: (tag) => tag === 'locked' } },
];

type Snapshot = { value: unknown; context: { values: object; problems: object; locked: boolean } };
const options = { events: everyEvent, input, serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.values, Object.keys(state.context.problems), state.context.locked]) };

// The lock's own toasts: what the form shows after each failure.
const lockToasts = (actor: { getSnapshot: () => { children: { submissionLock?: { getSnapshot: () => unknown } } } }) =>
  (actor.getSnapshot().children.submissionLock?.getSnapshot() as { context: { toasts: unknown[] } } | undefined)?.context.toasts;

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as FormEvent));
  return actor;
}

describe('password change statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, { ...options, runsIn: { submit: 'submitting' }, ownId: 'passwordChange' });
    expect(missingStates).toEqual([]);
    // The boxes are empty after a change, so a submit from the notice can never be valid.
    expect(missingTransitions).toEqual(['passwordChange.submitted | form.submit | "formValid" | passwordChange.submitting']);
  });
});

describe('password change', () => {
  it('asks for 8 characters and the same password twice', () => {
    const actor = run([type('newPassword', 'corta'), { type: 'field.blur', field: 'newPassword' }, type('repeatPassword', 'corto'), { type: 'field.blur', field: 'repeatPassword' }]);
    expect(actor.getSnapshot().context.problems).toEqual({ newPassword: 'too_short', repeatPassword: 'passwords_differ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ currentPassword: 'required', newPassword: 'too_short', repeatPassword: 'passwords_differ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('sends only the current and the new password, then empties the boxes and says so', async () => {
    const change = vi.fn(async (_values: unknown): Promise<void> => undefined);
    const actor = createActor(withSubmit(passwordChangeMachine, change), { input }).start();
    VALID.forEach((event) => actor.send(event as FormEvent));
    actor.send({ type: 'form.submit' });
    expect(change).toHaveBeenCalledWith({ currentPassword: 'vieja-clave', newPassword: 'nueva-clave-1' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('saved'));
    expect(actor.getSnapshot().context.values).toEqual({ currentPassword: '', newPassword: '', repeatPassword: '' });
    // The boxes are empty by now: submitting again only points at them.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ currentPassword: 'required', newPassword: 'required', repeatPassword: 'required' });
  });

  it('keeps what was typed when the current password is wrong', () => {
    const actor = run([...VALID, { type: 'form.submit' }, wrongPassword]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toMatchObject({ currentPassword: 'vieja-clave' });
    expect(lockToasts(actor)).toEqual([{ id: 1, error: { code: 'WRONG_CREDENTIALS' } }]);
  });

  it('locks the form on the third failure', () => {
    const actor = run([...VALID, ...Array.from({ length: 3 }, () => [{ type: 'form.submit' } as AnyEvent, wrongPassword]).flat()]);
    expect(actor.getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});
