import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { submissionLockMachine, type SubmissionLockEvent } from './submission-lock.machine';
import { visitLock } from './visit-lock';

const everyEvent: SubmissionLockEvent[] = [
  { type: 'submission.failed', error: { code: 'WRONG_CREDENTIALS' } },
  { type: 'submission.succeeded' },
  { type: 'toast.show', error: { code: 'popup-closed' } },
  { type: 'toast.dismiss', id: 1 },
];

// Toast ids only grow; the graph cares about the state, the count and how many toasts show.
const options = {
  events: everyEvent,
  serializeState: (state: { value: unknown; context: { failures: number; toasts: unknown[] } }) =>
    JSON.stringify([state.value, state.context.failures, state.context.toasts.length]),
};

const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event): event is SubmissionLockEvent => event.type !== 'xstate.init');

const fail = (code = 'WRONG_CREDENTIALS'): SubmissionLockEvent => ({ type: 'submission.failed', error: { code } });

describe('submission lock statechart', () => {
  it('reaches every state and takes every transition', () => {
    const shortest = getShortestPaths(submissionLockMachine, options as never);
    const simple = getSimplePaths(submissionLockMachine, options as never);
    const sequences = [...shortest, ...simple].flatMap((path) => everyEvent.map((event) => [...eventsOf(path), event]));
    const visited = replay(submissionLockMachine, sequences);
    // A page opened after the form was locked earlier in the visit starts locked.
    const reopened = replay(submissionLockMachine.provide({ guards: { lockedThisVisit: () => true } }), [[]]);
    expect(new Set([...visited.states, ...reopened.states])).toEqual(declaredStates(submissionLockMachine));
    expect(new Set([...visited.transitions, ...reopened.transitions])).toEqual(declaredTransitions(submissionLockMachine));
  });
});

describe('submission lock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (limit?: number) => createActor(submissionLockMachine, { input: limit ? { limit } : undefined }).start();

  it('shows each failure for 4000 ms', () => {
    const actor = start();
    actor.send(fail());
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 1, error: { code: 'WRONG_CREDENTIALS' } }]);
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('locks the form on the third failure, keeping it locked afterwards', () => {
    const actor = start();
    actor.send(fail());
    actor.send(fail());
    expect(actor.getSnapshot().hasTag('locked')).toBe(false);
    actor.send(fail('INTERNAL_SERVER_ERROR'));
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    expect(actor.getSnapshot().context.toasts).toHaveLength(3);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().can(fail())).toBe(false);
  });

  it('forgives earlier failures after a success', () => {
    const actor = start();
    actor.send(fail());
    actor.send(fail());
    actor.send({ type: 'submission.succeeded' });
    actor.send(fail());
    actor.send(fail());
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.failures).toBe(2);
  });

  it('takes another limit as input', () => {
    const actor = start(1);
    actor.send(fail());
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('shows notices without counting them, and lets the visitor close a toast early', () => {
    const actor = start();
    actor.send({ type: 'toast.show', error: { code: 'popup-closed' } });
    actor.send({ type: 'toast.show', error: { code: 'popup-closed' } });
    actor.send({ type: 'toast.show', error: { code: 'popup-closed' } });
    actor.send({ type: 'toast.show', error: { code: 'popup-blocked' } });
    const { toasts, failures } = actor.getSnapshot().context;
    expect(failures).toBe(0);
    expect(toasts.map((toast) => toast.id)).toEqual([2, 3, 4]);
    actor.send({ type: 'toast.dismiss', id: 3 });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.id)).toEqual([2, 4]);
  });
});

describe('a lock kept for the visit', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };
  const lockThreeTimes = (actor: { send: (event: SubmissionLockEvent) => void }) => [1, 2, 3].forEach(() => actor.send(fail()));

  it('starts locked after a reload of a page whose form was locked, and only that form', () => {
    const storage = memory();
    const first = createActor(visitLock('signIn', () => storage), { input: {} }).start();
    lockThreeTimes(first);
    expect(first.getSnapshot().hasTag('locked')).toBe(true);
    const reloaded = createActor(visitLock('signIn', () => storage), { input: {} }).start();
    expect(reloaded.getSnapshot().value).toBe('locked');
    expect(createActor(visitLock('profile', () => storage), { input: {} }).start().getSnapshot().value).toBe('open');
  });

  it('locks for the page only when the storage cannot be used', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const actor = createActor(visitLock('signIn', blocked), { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('open');
    lockThreeTimes(actor);
    expect(actor.getSnapshot().value).toBe('locked');
  });
});
