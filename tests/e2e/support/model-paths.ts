import { test, type Page } from '@playwright/test';
import { type AnyStateMachine, createActor } from 'xstate';
import { type PathOptions, deliverableIn, eventsOf, shortestPathsCoverage } from '../../../machines/testing/shortest-paths';
import { declaredStates, declaredTransitions, replay } from '../../../machines/testing/coverage';

type MachineEvent = { type: string };

/**
 * A user flow's statechart tied to the real page: what each state looks like and what each event
 * is on the page (a click, a key, or the server's answer to a request the page holds back).
 */
export type PageModel = {
  /** The machine as the app runs it; invoked actors may be left unprovided (the graph only reads structure). */
  machine: AnyStateMachine;
  paths: PathOptions<MachineEvent>;
  /** Brings a fresh page to the machine's initial state (sign in, open the modal…). */
  start: (page: Page) => Promise<void>;
  /** What the page shows in each of the machine's own states, by state id. */
  states: Record<string, (page: Page) => Promise<void>>;
  /** What each event is on the page, by event type. */
  events: Record<string, (page: Page) => Promise<void>>;
};

/** The leaf state ids of the machine's own states after each event of `events`. */
function statesAlong(machine: AnyStateMachine, input: unknown, events: MachineEvent[], ownId: string): string[][] {
  const actor = createActor(machine, { input }).start();
  const leaves = () => actor.getSnapshot()._nodes.filter((node: { id: string; type: string }) => node.type === 'atomic' || node.type === 'final').map((node: { id: string }) => node.id).filter((id: string) => id.startsWith(ownId));
  const seen = [leaves()];
  for (const event of events) {
    actor.send(event);
    seen.push(leaves());
  }
  actor.stop();
  return seen;
}

/**
 * The walks that together take every transition the machine declares: the shortest path to each
 * state, then each event that can happen there, kept only when it takes a transition no kept walk
 * took. Fails at load when a state or an event of a walk has no page mapping, or a transition none.
 */
export function pageWalks(model: PageModel) {
  const { paths } = shortestPathsCoverage(model.machine, model.paths);
  const candidates = paths.flatMap((path) => model.paths.events.filter(deliverableIn(path.state, model.paths.runsIn)).map((event) => [...eventsOf(path), event]));
  const own = (ids: Set<string>) => [...ids].filter((id) => id.startsWith(model.paths.ownId));
  const taken = new Set<string>();
  const walks: MachineEvent[][] = [];
  for (const walk of candidates) {
    const transitions = own(replay(model.machine, [walk] as never, model.paths.input).transitions);
    if (transitions.some((transition) => !taken.has(transition))) {
      transitions.forEach((transition) => taken.add(transition));
      walks.push(walk);
    }
  }
  const untaken = [...declaredTransitions(model.machine)].filter((transition) => !taken.has(transition));
  const unmappedStates = [...declaredStates(model.machine)].filter((id) => id !== model.paths.ownId && !model.states[id]);
  const unmappedEvents = [...new Set(walks.flat().map((event) => event.type))].filter((type) => !model.events[type]);
  if (untaken.length || unmappedStates.length || unmappedEvents.length) {
    throw new Error(`The page model leaves out: ${JSON.stringify({ untaken, unmappedStates, unmappedEvents })}`);
  }
  return walks.map((walk) => ({ walk, states: statesAlong(model.machine, model.paths.input, walk, model.paths.ownId) }));
}

/** One Playwright test per walk: start, check the state, then for each event act and check again. */
export function testPageWalks(title: string, model: PageModel) {
  for (const { walk, states } of pageWalks(model)) {
    test(`${title}: ${walk.map((event) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')).join(' → ')}`, async ({ page }) => {
      await model.start(page);
      for (const id of states[0]!) await model.states[id]!(page);
      for (const [index, event] of walk.entries()) {
        await model.events[event.type]!(page);
        for (const id of states[index + 1]!) await model.states[id]!(page);
      }
    });
  }
}
