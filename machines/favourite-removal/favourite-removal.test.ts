import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { favouriteRemovalMachine, type FavouriteRemovalEvent } from './favourite-removal.machine';

// The removal never settles by itself: each path says whether the server answers or refuses.
const machine = favouriteRemovalMachine.provide({ actors: { removeFavourite: fromPromise(() => new Promise<void>(() => undefined)) } });
const input = { carId: '42' };

const TOAST_OVER = 'xstate.after.toastLife.favouriteRemoval.failed';
type AnyEvent =
  | FavouriteRemovalEvent
  | { type: 'xstate.done.actor.removeFavourite'; output: undefined }
  | { type: 'xstate.error.actor.removeFavourite'; error: unknown }
  | { type: typeof TOAST_OVER };

const failure = { code: 'INTERNAL_SERVER_ERROR' };
const everyEvent: AnyEvent[] = [
  { type: 'removal.request' },
  { type: 'removal.confirm' },
  { type: 'removal.deny' },
  { type: TOAST_OVER },
  { type: 'xstate.done.actor.removeFavourite', output: undefined },
  { type: 'xstate.error.actor.removeFavourite', error: failure },
];

const isActorEvent = (event: AnyEvent) => event.type.startsWith('xstate.') && event.type !== TOAST_OVER;
const eventsOf = (path: { steps: Array<{ event: AnyEvent | { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event): event is AnyEvent => event.type !== 'xstate.init');

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as FavouriteRemovalEvent));
  return actor.getSnapshot();
}

const options = { events: everyEvent, input };

describe('favourite removal statechart', () => {
  const shortest = getShortestPaths(machine, options as never);
  const simple = getSimplePaths(machine, options as never);

  it('reaches every state along the shortest paths', () => {
    expect(replay(machine, shortest.map(eventsOf) as never, input).states).toEqual(declaredStates(machine));
  });

  it('takes every transition along the simple paths followed by each event', () => {
    const sequences = simple.flatMap((path) =>
      everyEvent
        // The removal's answer only arrives while it is pending, the toast's end only while failed.
        .filter((event) => (event.type === TOAST_OVER ? path.state.matches('failed') : !isActorEvent(event) || path.state.matches('removing')))
        .map((event) => [...eventsOf(path), event]),
    );
    expect(replay(machine, sequences as never, input).transitions).toEqual(declaredTransitions(machine));
  });


  it('asks before removing, and a denial leaves the favourite alone', () => {
    const asking = run([{ type: 'removal.request' }]);
    expect(asking.hasTag('question')).toBe(true);
    expect(asking.can({ type: 'removal.confirm' })).toBe(true);
    expect(run([{ type: 'removal.request' }, { type: 'removal.deny' }]).value).toBe('normal');
  });

  it('shows the skeleton only while the server removes it', () => {
    const removing = run([{ type: 'removal.request' }, { type: 'removal.confirm' }]);
    expect(removing.hasTag('skeleton')).toBe(true);
    const removed = run([{ type: 'removal.request' }, { type: 'removal.confirm' }, { type: 'xstate.done.actor.removeFavourite', output: undefined }]);
    expect(removed.status).toBe('done');
    expect(removed.hasTag('skeleton')).toBe(false);
  });

  it('brings the card back and announces the error when removal fails, and can try again', () => {
    const announced: unknown[] = [];
    const announcing = createActor(
      machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error) } }),
      { input },
    ).start();
    announcing.send({ type: 'removal.request' });
    announcing.send({ type: 'removal.confirm' });
    announcing.send({ type: 'xstate.error.actor.removeFavourite', error: failure } as never);
    expect(announced).toEqual([failure]);
    const failed = run([{ type: 'removal.request' }, { type: 'removal.confirm' }, { type: 'xstate.error.actor.removeFavourite', error: failure }]);
    expect(failed.value).toBe('failed');
    expect(failed.hasTag('skeleton')).toBe(false);
    expect(failed.context.error).toEqual(failure);
    const dismissed = run([{ type: 'removal.request' }, { type: 'removal.confirm' }, { type: 'xstate.error.actor.removeFavourite', error: failure }, { type: TOAST_OVER }]);
    expect(dismissed.value).toBe('normal');
    expect(dismissed.context.error).toBeNull();
    const retry = run([{ type: 'removal.request' }, { type: 'removal.confirm' }, { type: 'xstate.error.actor.removeFavourite', error: failure }, { type: 'removal.request' }]);
    expect(retry.value).toBe('confirming');
  });

  it('returns to normal by itself once the toast has had its 4000 ms', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'removal.request' });
      actor.send({ type: 'removal.confirm' });
      actor.send({ type: 'xstate.error.actor.removeFavourite', error: failure } as never);
      vi.advanceTimersByTime(3999);
      expect(actor.getSnapshot().value).toBe('failed');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('normal');
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes the car it was started for', async () => {
    const removed: string[] = [];
    const actor = createActor(
      favouriteRemovalMachine.provide({ actors: { removeFavourite: fromPromise(async ({ input: { carId } }) => void removed.push(carId)) } }),
      { input },
    ).start();
    actor.send({ type: 'removal.request' });
    actor.send({ type: 'removal.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(removed).toEqual(['42']);
    expect(actor.getSnapshot().value).toBe('removed');
  });
});
