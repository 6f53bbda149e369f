import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { filterPanelMachine, type FilterPanelEvent } from './filter-panel.machine';

const everyEvent: FilterPanelEvent[] = [
  { type: 'panel.open' },
  { type: 'panel.close' },
  { type: 'panel.apply' },
  { type: 'panel.clear' },
  { type: 'viewport.wide' },
];

const eventsOf = (path: { steps: Array<{ event: FilterPanelEvent }> }) =>
  path.steps.map((step) => step.event).filter((event) => !event.type.startsWith('xstate.'));

function start() {
  const clearFilters = vi.fn();
  const actor = createActor(filterPanelMachine).start();
  actor.on('filters.clear', clearFilters);
  return { actor, clearFilters };
}

describe('filter panel statechart', () => {
  const shortest = getShortestPaths(filterPanelMachine, { events: everyEvent });
  const simple = getSimplePaths(filterPanelMachine, { events: everyEvent });

  it('reaches every state along the shortest paths', () => {
    expect(replay(filterPanelMachine, shortest.map(eventsOf)).states).toEqual(declaredStates(filterPanelMachine));
  });

  it('takes every transition along the simple paths followed by each event', () => {
    const sequences = simple.flatMap((path) => everyEvent.map((event) => [...eventsOf(path), event]));
    expect(replay(filterPanelMachine, sequences).transitions).toEqual(declaredTransitions(filterPanelMachine));
  });

  it('clears the filters and stays open for new choices', () => {
    const { actor, clearFilters } = start();
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'panel.clear' });
    expect(clearFilters).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('closes on apply, on close and when the screen grows wide', () => {
    for (const type of ['panel.apply', 'panel.close', 'viewport.wide'] as const) {
      const { actor } = start();
      actor.send({ type: 'panel.open' });
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('closed');
    }
  });

  it('does not clear anything while closed', () => {
    const { actor, clearFilters } = start();
    actor.send({ type: 'panel.clear' });
    expect(clearFilters).not.toHaveBeenCalled();
  });
});
