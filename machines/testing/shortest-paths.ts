import type { AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type Coverage, declaredStates, declaredTransitions, replay } from './coverage';

type GraphEvent = { type: string };
type GraphPath = { state: { value: unknown; context: unknown; status: string }; steps: Array<{ event: GraphEvent }> };

export type PathOptions<TEvent extends GraphEvent> = {
  /** Every event worth trying, the invoked actors' done/error/snapshot events included. */
  events: TEvent[];
  input?: unknown;
  /** What makes two snapshots different states for the graph. */
  serializeState: (state: never) => string;
  /**
   * An invoked actor's answer only arrives in the state that runs it (a dotted path, e.g.
   * 'signIn.googleSigningIn', or several); the rest always may.
   */
  runsIn?: RunsIn;
  /** The machine's own ids, e.g. 'profileForm': children running for real inside have their own tests. */
  ownId: string;
  /**
   * Which events can happen in a state beyond the actors' answers, when not all can: a page offers
   * only what it shows (no link to the panel already open, a disabled form while locked).
   */
  offers?: (state: never, event: TEvent) => boolean;
};

/** The events of a path, without the graph's initial event. */
export const eventsOf = <TEvent extends GraphEvent>(path: { steps: Array<{ event: GraphEvent }> }) =>
  path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as TEvent[];

export type RunsIn = Record<string, string | readonly string[]>;

/** Whether a state value is in the state at a dotted path ('signIn', 'signIn.googleSigningIn'). */
export function isInState(value: unknown, path: string): boolean {
  const [head = '', ...rest] = path.split('.');
  if (typeof value === 'string') return rest.length === 0 && value === head;
  if (typeof value !== 'object' || value === null || !(head in value)) return false;
  return rest.length === 0 || isInState((value as Record<string, unknown>)[head], rest.join('.'));
}

/** Whether `event` can happen in the path's state: an actor's answer only while that actor runs. */
export function deliverableIn(state: { value: unknown }, runsIn: RunsIn = {}) {
  return (event: GraphEvent) => {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    const where = actor === undefined ? undefined : runsIn[actor];
    if (where === undefined) return true;
    return (typeof where === 'string' ? [where] : where).some((path) => isInState(state.value, path));
  };
}

/** The events that can happen in a state: an actor's answer only where it runs, and only what the state offers. */
export function possibleEvents<TEvent extends GraphEvent>(options: Pick<PathOptions<TEvent>, 'events' | 'runsIn' | 'offers'>) {
  return (state: { value: unknown }) => options.events.filter((event) => deliverableIn(state, options.runsIn)(event) && (options.offers?.(state as never, event) ?? true));
}

/**
 * The shortest path to each distinct state, then each event that can happen there: every
 * transition from every state, without the explosion of simple paths when a lock runs beside.
 * Answers the paths and what they leave out of the machine's own states and transitions.
 */
export function shortestPathsCoverage<TEvent extends GraphEvent>(machine: AnyStateMachine, options: PathOptions<TEvent>) {
  // The graph too only delivers an actor's answer where the actor runs: elsewhere it would crash the machine.
  const events = possibleEvents(options);
  const paths = getShortestPaths(machine, { events, input: options.input, serializeState: options.serializeState } as never) as unknown as GraphPath[];
  const sequences = paths.flatMap((path) =>
    path.state.status === 'active' ? events(path.state).map((event) => [...eventsOf<TEvent>(path), event]) : [eventsOf<TEvent>(path)],
  );
  const own = (ids: Set<string>) => new Set([...ids].filter((id) => id.startsWith(options.ownId)));
  const covered: Coverage = replay(machine, sequences as never, options.input);
  return {
    paths,
    missingStates: [...declaredStates(machine)].filter((state) => !own(covered.states).has(state)),
    missingTransitions: [...declaredTransitions(machine)].filter((transition) => !own(covered.transitions).has(transition)),
  };
}
