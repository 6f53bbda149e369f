import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type ClosureRemovalEvent, closureRemovalMachine } from './closure-removal.machine';

const machine = closureRemovalMachine.provide({ actors: { removeSpotClosure: fromPromise(() => new Promise<void>(() => undefined)) } });
const input = { closureId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' };
const refused = { code: 'NOT_FOUND' };

type AnyEvent = ClosureRemovalEvent | { type: 'xstate.done.actor.removeSpotClosure'; output: undefined } | { type: 'xstate.error.actor.removeSpotClosure'; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'removal.ask' },
  { type: 'removal.confirm' },
  { type: 'removal.deny' },
  { type: 'xstate.done.actor.removeSpotClosure', output: undefined },
  { type: 'xstate.error.actor.removeSpotClosure', error: refused },
];

function run(events: AnyEvent[], announced: unknown[] = [], closureRemoved = vi.fn()) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error), closureRemoved } }), { input }).start();
  events.forEach((event) => actor.send(event as ClosureRemovalEvent));
  return actor.getSnapshot();
}

describe('closure removal statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { removeSpotClosure: 'removing' },
      ownId: 'closureRemoval',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('closure removal', () => {
  it('asks first; a denial keeps the closure, a yes removes it and has the calendar fetched again, a refusal is announced', async () => {
    expect(run([{ type: 'removal.ask' }]).hasTag('question')).toBe(true);
    expect(run([{ type: 'removal.ask' }, { type: 'removal.deny' }]).value).toBe('idle');
    const closureRemoved = vi.fn();
    run([{ type: 'removal.ask' }, { type: 'removal.confirm' }, { type: 'xstate.done.actor.removeSpotClosure', output: undefined }], [], closureRemoved);
    expect(closureRemoved).toHaveBeenCalledTimes(1);
    const announced: unknown[] = [];
    run([{ type: 'removal.ask' }, { type: 'removal.confirm' }, { type: 'xstate.error.actor.removeSpotClosure', error: refused }], announced);
    expect(announced).toEqual([refused]);

    const calls: unknown[] = [];
    const actor = createActor(closureRemovalMachine.provide({ actors: { removeSpotClosure: fromPromise(async ({ input: sent }) => void calls.push(sent)) } }), { input }).start();
    actor.send({ type: 'removal.ask' });
    actor.send({ type: 'removal.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([input]);
  });
});
