import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type FormEvent, withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import type { ProfileInput } from '../../common/validation/account';
import type { ProfileRecord } from './profile-fields';
import { profileFormInput, profileFormMachine } from './profile-form.machine';

// The save never settles by itself: each path says whether the server answers or refuses.
const machine = withSubmit(profileFormMachine, () => new Promise<ProfileRecord>(() => undefined));

const PROFILE: ProfileRecord = { name: 'Ana', lastName: 'Peña', telephoneNumber: '8095551234', documentId: null, drivingLicense: '00112345678', address: null };
const input = profileFormInput(PROFILE);
const SAVED: ProfileRecord = { ...PROFILE, name: 'Ana María' };

type AnyEvent =
  | FormEvent
  | { type: 'xstate.done.actor.submit'; output: ProfileRecord }
  | { type: 'xstate.error.actor.submit'; error: unknown }
  | { type: 'xstate.snapshot.submissionLock'; snapshot: { hasTag: (tag: string) => boolean } };

const lockEngaged: AnyEvent = { type: 'xstate.snapshot.submissionLock', snapshot: { hasTag: (tag) => tag === 'locked' } };
const refused: AnyEvent = { type: 'xstate.error.actor.submit', error: { code: 'INTERNAL_SERVER_ERROR' } };
const everyEvent: AnyEvent[] = [
  { type: 'field.change', field: 'name', value: 'Ana María' },
  { type: 'field.change', field: 'name', value: '' },
  { type: 'field.blur', field: 'name' },
  { type: 'field.change', field: 'identification', value: 'documentId' },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'notice.dismiss' },
  { type: 'form.notice', error: new Error('shown, not counted') },
  { type: 'xstate.done.actor.submit', output: SAVED },
  // A server copy that the rules no longer accept (an older record): submitting it points at the problem.
  { type: 'xstate.done.actor.submit', output: { ...SAVED, name: '' } },
  refused,
  lockEngaged,
];

type Snapshot = { value: unknown; context: { values: { name: string; identification: string }; problems: object; locked: boolean } };
const options = {
  events: everyEvent,
  input,
  serializeState: (state: Snapshot) =>
    JSON.stringify([state.value, state.context.values.name, state.context.values.identification, Object.keys(state.context.problems), state.context.locked]),
};

// The lock's own toasts: what the form shows after each failure.
const lockToasts = (actor: { getSnapshot: () => { children: { submissionLock?: { getSnapshot: () => unknown } } } }) =>
  (actor.getSnapshot().children.submissionLock?.getSnapshot() as { context: { toasts: unknown[] } } | undefined)?.context.toasts;

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as FormEvent));
  return actor;
}

describe('profile form statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, { ...options, runsIn: { submit: 'submitting' }, ownId: 'profileForm' });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('profile form', () => {
  it('starts from the loaded profile, on the identification the user has', () => {
    const { values } = run([]).getSnapshot().context;
    expect(values).toMatchObject({ name: 'Ana', telephoneNumber: '8095551234', identification: 'drivingLicense', drivingLicense: '00112345678', documentId: '', address: '' });
  });

  it('checks a field when it is left, and clears the message once it is fixed', () => {
    const actor = run([{ type: 'field.change', field: 'telephoneNumber', value: '809-555' }, { type: 'field.blur', field: 'telephoneNumber' }]);
    expect(actor.getSnapshot().context.problems.telephoneNumber).toBe('only_numbers');
    actor.send({ type: 'field.change', field: 'telephoneNumber', value: '809555' });
    expect(actor.getSnapshot().context.problems.telephoneNumber).toBe('wrong_length');
    actor.send({ type: 'field.change', field: 'telephoneNumber', value: '8095551235' });
    expect(actor.getSnapshot().context.problems.telephoneNumber).toBeUndefined();
  });

  it('flags every problem on submit without sending', () => {
    const actor = run([{ type: 'field.change', field: 'name', value: 'R2D2' }, { type: 'field.change', field: 'documentId', value: '123' }, { type: 'form.submit' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'only_letters', documentId: 'wrong_length' });
  });

  it('sends the trimmed profile, with empty fields as null, and shows what the server kept', async () => {
    const save = vi.fn(async (profile: ProfileInput): Promise<ProfileRecord> => ({ ...PROFILE, ...profile }));
    const actor = createActor(withSubmit(profileFormMachine, save), { input }).start();
    actor.send({ type: 'field.change', field: 'name', value: '  Ana María ' });
    actor.send({ type: 'field.change', field: 'identification', value: 'documentId' });
    actor.send({ type: 'field.change', field: 'documentId', value: '00112345679' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(save.mock.calls[0]?.[0]).toEqual({ name: 'Ana María', lastName: 'Peña', telephoneNumber: '8095551234', documentId: '00112345679', drivingLicense: '00112345678', address: null });
    await waitFor(actor, (snapshot) => snapshot.hasTag('saved'));
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Ana María', identification: 'documentId' });
  });

  it('keeps what was typed after a failure, and locks on the third', () => {
    const typed: AnyEvent = { type: 'field.change', field: 'address', value: 'Calle El Conde 5, Santo Domingo' };
    const actor = run([typed, { type: 'form.submit' }, refused, { type: 'form.submit' }, refused]);
    expect(actor.getSnapshot().context.values.address).toBe('Calle El Conde 5, Santo Domingo');
    expect(lockToasts(actor)).toHaveLength(2);
    expect(actor.getSnapshot().context.locked).toBe(false);
    actor.send({ type: 'form.submit' });
    actor.send(refused as never);
    expect(actor.getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('ignores typing while the save is on its way', () => {
    const actor = run([{ type: 'form.submit' }, { type: 'field.change', field: 'name', value: 'Otro' }]);
    expect(actor.getSnapshot().context.values.name).toBe('Ana');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
