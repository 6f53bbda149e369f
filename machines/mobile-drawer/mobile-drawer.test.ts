import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { mobileDrawerMachine, type MobileDrawerEvent } from './mobile-drawer.machine';

const everyEvent: MobileDrawerEvent[] = [
  { type: 'drawer.toggle' },
  { type: 'drawer.close' },
  { type: 'section.toggle', section: 'account' },
  { type: 'section.toggle', section: 'language' },
  { type: 'section.toggle', section: 'currency' },
  { type: 'route.changed' },
];

const eventsOf = (path: { steps: Array<{ event: MobileDrawerEvent }> }) =>
  path.steps.map((step) => step.event).filter((event) => !event.type.startsWith('xstate.'));

function run(events: MobileDrawerEvent[]) {
  const actor = createActor(mobileDrawerMachine).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
}

describe('mobile drawer statechart', () => {
  const shortest = getShortestPaths(mobileDrawerMachine, { events: everyEvent });
  const simple = getSimplePaths(mobileDrawerMachine, { events: everyEvent });

  it('reaches every state along the shortest paths', () => {
    const visited = replay(mobileDrawerMachine, shortest.map(eventsOf));
    expect(visited.states).toEqual(declaredStates(mobileDrawerMachine));
  });

  it('takes every transition along the simple paths followed by each event', () => {
    const sequences = simple.flatMap((path) => everyEvent.map((event) => [...eventsOf(path), event]));
    const visited = replay(mobileDrawerMachine, sequences);
    expect(visited.transitions).toEqual(declaredTransitions(mobileDrawerMachine));
  });


  it('opens collapsed and keeps at most one section open', () => {
    expect(run([{ type: 'drawer.toggle' }]).value).toEqual({ open: 'collapsed' });
    const switched = run([
      { type: 'drawer.toggle' },
      { type: 'section.toggle', section: 'language' },
      { type: 'section.toggle', section: 'currency' },
    ]);
    expect(switched.value).toEqual({ open: 'currency' });
  });

  it('collapses the open section when it is toggled again', () => {
    const snapshot = run([
      { type: 'drawer.toggle' },
      { type: 'section.toggle', section: 'language' },
      { type: 'section.toggle', section: 'language' },
    ]);
    expect(snapshot.value).toEqual({ open: 'collapsed' });
  });

  it('closes on navigation and reopens with every section collapsed', () => {
    const snapshot = run([{ type: 'drawer.toggle' }, { type: 'section.toggle', section: 'currency' }, { type: 'route.changed' }]);
    expect(snapshot.hasTag('open')).toBe(false);
    expect(
      run([{ type: 'drawer.toggle' }, { type: 'section.toggle', section: 'currency' }, { type: 'drawer.close' }, { type: 'drawer.toggle' }])
        .value,
    ).toEqual({ open: 'collapsed' });
  });

  it('ignores section and navigation events while closed', () => {
    expect(run([{ type: 'section.toggle', section: 'language' }, { type: 'route.changed' }]).value).toBe('closed');
  });
});
