import { test, type Page } from '@playwright/test';
import { type AnyStateMachine, createActor, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { type PathOptions, eventsOf, possibleEvents, shortestPathsCoverage } from '../../../machines/testing/shortest-paths';
import { declaredTransitions, replay } from '../../../machines/testing/coverage';

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
  /** What the page shows in each of the machine's own leaf states, by state id. */
  states: Record<string, (page: Page) => Promise<void>>;
  /** What each event is on the page, by `eventKey` (the event type unless told otherwise). */
  events: Record<string, (page: Page) => Promise<void>>;
  /** Tells apart events of one type that the page makes differently, e.g. each kind of server answer. */
  eventKey?: (event: MachineEvent) => string;
  /**
   * Events and states no page walk can reach here, and why (e.g. Google's popup needs the internet):
   * their transitions are left to the unit tests. Anything else left out fails the walks at load.
   * A single transition can be left out too, when its event is on the page elsewhere (a stepper
   * offers no button to the step already open).
   */
  offPage?: Array<{ events?: string[]; states?: string[]; transitions?: OffPageTransition[]; why: string }>;
  /**
   * Each walk goes on from where it ends while an event there takes a transition no walk took yet:
   * fewer, longer walks, for a flow whose every walk starts with a page load and a long way in.
   */
  goesOn?: boolean;
};

/** One declared transition, by its source state id, event type and target state ids (comma-separated). */
export type OffPageTransition = { from: string; event: string; to: string };

/** The states a walk can stop in: leaves that do not move on by themselves at once. */
const restingStates = (machine: AnyStateMachine) =>
  getStateNodes(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !node.always?.length)
    .map((node) => node.id);

/** The machine's snapshots along a walk, by its pure transitions (as the graph computes them). */
function snapshotsAlong(machine: AnyStateMachine, input: unknown, walk: MachineEvent[]) {
  const snapshots = [getInitialSnapshot(machine, input)];
  for (const event of walk) snapshots.push(getNextSnapshot(machine, snapshots.at(-1)!, event));
  return snapshots;
}

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
 * The walks that together take every transition the machine declares and see every state the
 * model tells apart: the shortest path to each state, then each event that can happen there, kept
 * only when it takes a transition no kept walk took; then the path to any state still unseen. Fails at load when a state or an event of a walk has no page mapping, or a transition none.
 */
export function pageWalks(model: PageModel) {
  const { paths } = shortestPathsCoverage(model.machine, model.paths);
  const possible = possibleEvents(model.paths);
  const candidates = paths.flatMap((path) => (path.state.status === 'active' ? possible(path.state).map((event) => [...eventsOf(path), event]) : []));
  const keyOf = model.eventKey ?? ((event: MachineEvent) => event.type);
  const offPageEvents = (model.offPage ?? []).flatMap((left) => left.events ?? []);
  const offPageStates = (model.offPage ?? []).flatMap((left) => left.states ?? []);
  const offPageTransitions = (model.offPage ?? []).flatMap((left) => left.transitions ?? []);
  const onPage = (transition: string) => {
    const [source = '', eventType = '', , targets = ''] = transition.split(' | ');
    const leftOut = offPageTransitions.some((left) => left.from === source && left.event === eventType && left.to === targets);
    return !leftOut && !offPageEvents.includes(eventType) && !offPageStates.includes(source);
  };
  const own = (ids: Set<string>) => [...ids].filter((id) => id.startsWith(model.paths.ownId));
  const taken = new Set<string>();
  /** The walk's transitions, when one of them is taken by no kept walk yet. */
  const takesNew = (walk: MachineEvent[]) => {
    const transitions = own(replay(model.machine, [walk] as never, model.paths.input).transitions);
    return transitions.some((transition) => !taken.has(transition)) ? transitions : undefined;
  };
  const walks: MachineEvent[][] = [];
  for (const candidate of candidates) {
    let transitions = takesNew(candidate);
    if (!transitions) continue;
    const walk = [...candidate];
    while (transitions) {
      transitions.forEach((transition) => taken.add(transition));
      transitions = undefined;
      const end = snapshotsAlong(model.machine, model.paths.input, walk).at(-1)!;
      if (!model.goesOn || end.status !== 'active') break;
      for (const event of possible(end)) {
        transitions = takesNew([...walk, event]);
        if (transitions) {
          walk.push(event);
          break;
        }
      }
    }
    walks.push(walk);
  }
  // Every state the model tells apart is seen too, e.g. a panel once the lock has engaged.
  const serialize = model.paths.serializeState as (state: unknown) => string;
  const seen = new Set(walks.flatMap((walk) => snapshotsAlong(model.machine, model.paths.input, walk).map(serialize)));
  for (const path of paths) {
    const walk = eventsOf(path);
    if (walk.length === 0 || seen.has(serialize(path.state))) continue;
    snapshotsAlong(model.machine, model.paths.input, walk).forEach((snapshot) => seen.add(serialize(snapshot)));
    walks.push(walk);
  }
  const untaken = [...declaredTransitions(model.machine)].filter((transition) => !taken.has(transition) && onPage(transition));
  const unmappedStates = restingStates(model.machine).filter((id) => !offPageStates.includes(id) && !model.states[id]);
  const unmappedEvents = [...new Set(walks.flat().map(keyOf))].filter((key) => !model.events[key]);
  if (untaken.length || unmappedStates.length || unmappedEvents.length) {
    throw new Error(`The page model leaves out: ${JSON.stringify({ untaken, unmappedStates, unmappedEvents })}`);
  }
  return withoutPrefixes(walks).map((walk) => ({ walk, states: statesAlong(model.machine, model.paths.input, walk, model.paths.ownId) }));
}

/**
 * The walks without those that another walk begins with: a walk checks the page after every event,
 * so a longer one sees everything its beginning does, and the shorter one would only load the page
 * and walk the same way again.
 */
function withoutPrefixes(walks: MachineEvent[][]) {
  const keys = walks.map((walk) => walk.map((event) => JSON.stringify(event)));
  const begins = (long: string[], short: string[]) => long.length > short.length && short.every((key, index) => long[index] === key);
  return walks.filter((_, index) => !keys.some((other) => begins(other, keys[index]!)));
}

/** One Playwright test per walk: start, check the state, then for each event act and check again. */
export function testPageWalks(title: string, model: PageModel) {
  const keyOf = model.eventKey ?? ((event: MachineEvent) => event.type);
  for (const { walk, states } of pageWalks(model)) {
    test(`${title}: ${walk.map((event) => keyOf(event).replace(/^xstate\.(done|error)\.actor\./, '$1:')).join(' → ')}`, async ({ page }) => {
      await model.start(page);
      for (const id of states[0]!) await model.states[id]!(page);
      for (const [index, event] of walk.entries()) {
        await model.events[keyOf(event)]!(page);
        for (const id of states[index + 1]!) await model.states[id]!(page);
      }
    });
  }
}
