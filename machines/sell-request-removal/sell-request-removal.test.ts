import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type SellRequestRemovalEvent, type SellRequestRemovalInput, sellRequestRemovalMachine } from './sell-request-removal.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const pending = () => new Promise<void>(() => undefined);
const machine = sellRequestRemovalMachine.provide({ actors: { cancelSellRequest: fromPromise(pending), deleteSellRequest: fromPromise(pending) } });
const inProgress: SellRequestRemovalInput = { id: '7', inProgress: true };
const complete: SellRequestRemovalInput = { id: '7', inProgress: false };

const closed = { code: 'SELL_REQUEST_CLOSED' };
type AnyEvent =
  | SellRequestRemovalEvent
  | { type: 'xstate.done.actor.cancelSellRequest' | 'xstate.done.actor.deleteSellRequest'; output: undefined }
  | { type: 'xstate.error.actor.cancelSellRequest' | 'xstate.error.actor.deleteSellRequest'; error: unknown };

const everyEvent: AnyEvent[] = [
  { type: 'cancel.request' },
  { type: 'delete.request' },
  { type: 'removal.confirm' },
  { type: 'removal.deny' },
  { type: 'xstate.done.actor.cancelSellRequest', output: undefined },
  { type: 'xstate.error.actor.cancelSellRequest', error: closed },
  { type: 'xstate.done.actor.deleteSellRequest', output: undefined },
  { type: 'xstate.error.actor.deleteSellRequest', error: closed },
];
const paths = {
  events: everyEvent,
  serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
  runsIn: { cancelSellRequest: 'cancelling', deleteSellRequest: 'deleting' },
  ownId: 'sellRequestRemoval',
};

function run(events: AnyEvent[], input = inProgress, announced: unknown[] = []) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error) } }), { input }).start();
  events.forEach((event) => actor.send(event as SellRequestRemovalEvent));
  return actor.getSnapshot();
}

describe('sell request removal statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, { ...paths, input: inProgress });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('never offers to cancel a completed sale, which can still be deleted', () => {
    const { missingStates } = shortestPathsCoverage(machine, { ...paths, input: complete });
    expect(missingStates).toEqual(['sellRequestRemoval.confirmingCancel', 'sellRequestRemoval.cancelling']);
    const idle = run([], complete);
    expect(idle.can({ type: 'cancel.request' })).toBe(false);
    expect(idle.can({ type: 'delete.request' })).toBe(true);
  });
});

describe('sell request removal', () => {
  it('asks before cancelling or deleting, and a denial leaves the sale alone', () => {
    for (const request of ['cancel.request', 'delete.request'] as const) {
      const asking = run([{ type: request }]);
      expect(asking.hasTag('question')).toBe(true);
      expect(asking.can({ type: 'cancel.request' })).toBe(false);
      expect(run([{ type: request }, { type: 'removal.deny' }]).value).toBe('idle');
    }
  });

  it('is busy only while the server answers, and ends once it has changed the sale', () => {
    expect(run([{ type: 'cancel.request' }, { type: 'removal.confirm' }]).hasTag('busy')).toBe(true);
    expect(run([{ type: 'delete.request' }, { type: 'removal.confirm' }]).hasTag('busy')).toBe(true);
    const cancelled = run([{ type: 'cancel.request' }, { type: 'removal.confirm' }, { type: 'xstate.done.actor.cancelSellRequest', output: undefined }]);
    expect(cancelled.status).toBe('done');
    const deleted = run([{ type: 'delete.request' }, { type: 'removal.confirm' }, { type: 'xstate.done.actor.deleteSellRequest', output: undefined }]);
    expect(deleted.status).toBe('done');
    expect(deleted.hasTag('busy')).toBe(false);
  });

  it('announces a refusal with its error and offers the card again', () => {
    const announced: unknown[] = [];
    const failed = run([{ type: 'cancel.request' }, { type: 'removal.confirm' }, { type: 'xstate.error.actor.cancelSellRequest', error: closed }], inProgress, announced);
    expect(announced).toEqual([closed]);
    expect(failed.value).toBe('idle');
    expect(failed.context.error).toEqual(closed);
    expect(failed.hasTag('busy')).toBe(false);
    expect(failed.can({ type: 'delete.request' })).toBe(true);
  });

  it('cancels or deletes the sale it was started for', async () => {
    const calls: string[] = [];
    const recording = sellRequestRemovalMachine.provide({
      actors: {
        cancelSellRequest: fromPromise(async ({ input: { id } }) => void calls.push(`cancel ${id}`)),
        deleteSellRequest: fromPromise(async ({ input: { id } }) => void calls.push(`delete ${id}`)),
      },
    });
    for (const request of ['cancel.request', 'delete.request'] as const) {
      const actor = createActor(recording, { input: inProgress }).start();
      actor.send({ type: request });
      actor.send({ type: 'removal.confirm' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().status).toBe('done');
    }
    expect(calls).toEqual(['cancel 7', 'delete 7']);
  });
});
