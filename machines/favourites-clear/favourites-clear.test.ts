import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { favouritesClearMachine, type FavouritesClearEvent } from './favourites-clear.machine';

const machine = favouritesClearMachine.provide({ actors: { clearFavourites: fromPromise(() => new Promise<void>(() => undefined)) } });

type AnyEvent = FavouritesClearEvent | { type: 'xstate.done.actor.clearFavourites'; output: undefined } | { type: 'xstate.error.actor.clearFavourites'; error: unknown };

const failure = { code: 'INTERNAL_SERVER_ERROR' };
const everyEvent: AnyEvent[] = [
  { type: 'clear.request' },
  { type: 'clear.yes' },
  { type: 'clear.no' },
  { type: 'xstate.done.actor.clearFavourites', output: undefined },
  { type: 'xstate.error.actor.clearFavourites', error: failure },
];

const isActorEvent = (event: AnyEvent) => event.type.startsWith('xstate.');
const eventsOf = (path: { steps: Array<{ event: AnyEvent | { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event): event is AnyEvent => event.type !== 'xstate.init');

function run(events: AnyEvent[]) {
  const actor = createActor(machine).start();
  events.forEach((event) => actor.send(event as FavouritesClearEvent));
  return actor.getSnapshot();
}

// The error is part of what the UI shows, so paths that differ only by it are different states.
const options = { events: everyEvent, serializeState: (state: { value: unknown; context: { error: unknown } }) => JSON.stringify([state.value, state.context.error !== null]) };

describe('favourites clear-all statechart', () => {
  const shortest = getShortestPaths(machine, options as never);
  const simple = getSimplePaths(machine, options as never);

  it('reaches every state along the shortest paths', () => {
    expect(replay(machine, shortest.map(eventsOf) as never).states).toEqual(declaredStates(machine));
  });

  it('takes every transition along the simple paths followed by each event', () => {
    const sequences = simple.flatMap((path) =>
      everyEvent.filter((event) => !isActorEvent(event) || path.state.matches('clearing')).map((event) => [...eventsOf(path), event]),
    );
    expect(replay(machine, sequences as never).transitions).toEqual(declaredTransitions(machine));
  });


  it('clears only after yes; no returns to the button', () => {
    expect(run([{ type: 'clear.request' }]).hasTag('question')).toBe(true);
    expect(run([{ type: 'clear.request' }, { type: 'clear.no' }]).value).toBe('idle');
    expect(run([{ type: 'clear.request' }, { type: 'clear.yes' }]).hasTag('busy')).toBe(true);
    expect(run([{ type: 'clear.request' }, { type: 'clear.yes' }, { type: 'xstate.done.actor.clearFavourites', output: undefined }]).status).toBe('done');
  });

  it('returns to the button with the error for the toast when clearing fails, until tried again', () => {
    const announced: unknown[] = [];
    const announcing = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error) } })).start();
    announcing.send({ type: 'clear.request' });
    announcing.send({ type: 'clear.yes' });
    announcing.send({ type: 'xstate.error.actor.clearFavourites', error: failure } as never);
    expect(announced).toEqual([failure]);
    const failed = run([{ type: 'clear.request' }, { type: 'clear.yes' }, { type: 'xstate.error.actor.clearFavourites', error: failure }]);
    expect(failed.value).toBe('idle');
    expect(failed.context.error).toEqual(failure);
    const again = run([{ type: 'clear.request' }, { type: 'clear.yes' }, { type: 'xstate.error.actor.clearFavourites', error: failure }, { type: 'clear.request' }]);
    expect(again.value).toBe('confirming');
    expect(again.context.error).toBeNull();
  });
});
