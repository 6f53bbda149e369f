import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type CarStatusEvent, carStatusMachine } from './car-status.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const machine = carStatusMachine.provide({ actors: { setCarStatus: fromPromise(() => new Promise<void>(() => undefined)) } });
const input = { carId: '12' };
const refused = { code: 'BAD_USER_INPUT' };

type AnyEvent = CarStatusEvent | { type: 'xstate.done.actor.setCarStatus'; output: undefined } | { type: 'xstate.error.actor.setCarStatus'; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'status.choose', status: 'NOT_AVAILABLE' },
  { type: 'status.confirm' },
  { type: 'status.deny' },
  { type: 'xstate.done.actor.setCarStatus', output: undefined },
  { type: 'xstate.error.actor.setCarStatus', error: refused },
];

function run(events: AnyEvent[], announced: unknown[] = [], carChanged = vi.fn()) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error), carChanged } }), { input }).start();
  events.forEach((event) => actor.send(event as CarStatusEvent));
  return actor.getSnapshot();
}

describe('car status statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { setCarStatus: 'changing' },
      ownId: 'carStatus',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('car status', () => {
  it('asks about the status chosen, and a denial keeps the car as it is', () => {
    const asking = run([{ type: 'status.choose', status: 'SOLD' }]);
    expect(asking.hasTag('question')).toBe(true);
    expect(asking.context.status).toBe('SOLD');
    const denied = run([{ type: 'status.choose', status: 'SOLD' }, { type: 'status.deny' }]);
    expect(denied.value).toBe('idle');
    expect(denied.context.status).toBeNull();
  });

  it('is busy while the server answers, then has the list fetched again and may move the car once more', () => {
    const carChanged = vi.fn();
    const done = run([{ type: 'status.choose', status: 'NOT_AVAILABLE' }, { type: 'status.confirm' }, { type: 'xstate.done.actor.setCarStatus', output: undefined }], [], carChanged);
    expect(carChanged).toHaveBeenCalledTimes(1);
    expect(done.can({ type: 'status.choose', status: 'AVAILABLE' })).toBe(true);
  });

  it('announces a refusal and keeps the car where it was', () => {
    const announced: unknown[] = [];
    const failed = run([{ type: 'status.choose', status: 'SOLD' }, { type: 'status.confirm' }, { type: 'xstate.error.actor.setCarStatus', error: refused }], announced);
    expect(announced).toEqual([refused]);
    expect(failed.value).toBe('idle');
  });

  it('sends the car it was started for and the status chosen', async () => {
    const calls: unknown[] = [];
    const actor = createActor(carStatusMachine.provide({ actors: { setCarStatus: fromPromise(async ({ input: sent }) => void calls.push(sent)) } }), { input }).start();
    actor.send({ type: 'status.choose', status: 'NOT_AVAILABLE' });
    actor.send({ type: 'status.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ carId: '12', status: 'NOT_AVAILABLE' }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
