import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { searchSuggestionsMachine, type SearchSuggestionsEmitted, type Suggestion } from './search-suggestions.machine';

const corolla: Suggestion = { slug: 'toyota-corolla-2020-abc', title: 'Toyota Corolla 2020' };
const civic: Suggestion = { slug: 'honda-civic-2019-def', title: 'Honda Civic 2019' };

// The debounce and the request's answers are events too; the paths feed them in directly.
const debounced = { type: 'xstate.after.debounce.searchSuggestions.typing' };
const found = { type: 'xstate.done.actor.fetchSuggestions', output: [corolla, civic] };
// Two cars of one title, which the list shows as one suggestion searching for that title.
const foundTwins = { type: 'xstate.done.actor.fetchSuggestions', output: [corolla, { ...corolla, slug: 'toyota-corolla-2020-xyz' }] };
const nothing = { type: 'xstate.done.actor.fetchSuggestions', output: [] };
const failed = { type: 'xstate.error.actor.fetchSuggestions', error: new Error('offline') };

const visitorEvents = [
  { type: 'input.change', value: 'coro' },
  { type: 'input.change', value: ' ¿? ' },
  { type: 'input.clear' },
  { type: 'input.submit' },
  { type: 'list.close' },
  { type: 'highlight.next' },
  { type: 'highlight.previous' },
  { type: 'suggestion.choose', index: 0 },
  { type: 'suggestion.choose', index: 7 },
] as const;

// The debounce fires only while typing, and the request answers only while loading.
const eventsIn = (snapshot: { matches: (state: never) => boolean }): EventObject[] => {
  if (snapshot.matches('typing' as never)) return [...visitorEvents, debounced];
  if (snapshot.matches('loading' as never)) return [...visitorEvents, found, foundTwins, nothing, failed];
  return [...visitorEvents];
};

// Answers that never come, so only the events of a path move the machine.
const stillMachine = searchSuggestionsMachine.provide({
  actors: { fetchSuggestions: fromPromise<readonly Suggestion[], { query: string }>(() => new Promise(() => {})) },
});

type Path = { steps: Array<{ event: EventObject }>; state: { matches: (state: never) => boolean } };
const eventsOf = (path: Path) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');

// The screen's side of the bar: every choice the machine emits, in order, with its payload.
function start(answer: (query: string) => Promise<readonly Suggestion[]>) {
  const fetchSuggestions = vi.fn(({ input }: { input: { query: string } }) => answer(input.query));
  const machine = searchSuggestionsMachine.provide({ actors: { fetchSuggestions: fromPromise(fetchSuggestions) } });
  const actor = createActor(machine, { input: {} });
  const emitted: SearchSuggestionsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, fetchSuggestions };
}

// Brings the list up with what the request found, as the debounce and the answer would.
function showList(actor: ReturnType<typeof start>['actor'], term: string, output: readonly Suggestion[]) {
  actor.send({ type: 'input.change', value: term });
  actor.send(debounced as never);
  actor.send({ type: 'xstate.done.actor.fetchSuggestions', output } as never);
}

describe('search suggestions statechart', () => {
  const options = { events: eventsIn as never, input: {} };
  const shortest = getShortestPaths(stillMachine, options) as unknown as Path[];
  const simple = getSimplePaths(stillMachine, options) as unknown as Path[];

  it('reaches every state along the shortest paths', () => {
    const visited = replay(stillMachine, shortest.map(eventsOf) as never, {});
    expect(visited.states).toEqual(declaredStates(stillMachine));
  });

  // Replays every simple path (hundreds of sequences): seconds on a busy machine, not milliseconds.
  it('takes every transition along the simple paths followed by each event', { timeout: 30_000 }, () => {
    const sequences = simple.flatMap((path) => eventsIn(path.state).map((event) => [...eventsOf(path), event]));
    const visited = replay(stillMachine, sequences as never, {});
    expect(visited.transitions).toEqual(declaredTransitions(stillMachine));
  });

  it('waits 500 ms after the last keystroke and asks once, with the normalised term', async () => {
    vi.useFakeTimers();
    const { actor, fetchSuggestions } = start(async () => [corolla]);
    actor.send({ type: 'input.change', value: 'Co' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'input.change', value: 'Coró!' });
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0].input).toEqual({ query: 'coro' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('showing');
    vi.useRealTimers();
  });

  it('never asks for a term that normalises to nothing', async () => {
    vi.useFakeTimers();
    const { actor, fetchSuggestions } = start(async () => [corolla]);
    actor.send({ type: 'input.change', value: '  ¡¿!  ' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
    vi.useRealTimers();
  });

  it('walks the list with the keyboard and opens the highlighted car on enter', () => {
    const { actor, emitted } = start(async () => []);
    showList(actor, 'coro', [corolla, civic]);
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'highlight.next' });
    expect(actor.getSnapshot().context.highlighted).toBe(0);
    actor.send({ type: 'highlight.previous' });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([{ type: 'suggestion.open', slug: civic.slug }]);
  });

  it('opens the car the visitor picks from the list, and says nothing before the pick', () => {
    const { actor, emitted } = start(async () => []);
    showList(actor, 'civic', [corolla, civic]);
    actor.send({ type: 'highlight.next' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'suggestion.choose', index: 1 });
    expect(emitted).toEqual([{ type: 'suggestion.open', slug: civic.slug }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('collapses cars of one title into one suggestion that searches for that title', () => {
    const { actor, emitted } = start(async () => []);
    const rav4 = (slug: string) => ({ slug, title: 'Toyota RAV4 2021' });
    showList(actor, 'rav4', [rav4('rav4-a'), corolla, rav4('rav4-b')]);
    expect(actor.getSnapshot().context.suggestions).toEqual([{ title: 'Toyota RAV4 2021' }, corolla]);
    actor.send({ type: 'suggestion.choose', index: 0 });
    showList(actor, 'rav4', [rav4('rav4-a'), rav4('rav4-b')]);
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([
      { type: 'search.submit', term: 'Toyota RAV4 2021' },
      { type: 'search.submit', term: 'Toyota RAV4 2021' },
    ]);
  });

  it('searches the catalogue for the trimmed term on enter when nothing is highlighted, from the list or without one', () => {
    const { actor, emitted } = start(async () => []);
    actor.send({ type: 'input.change', value: ' corolla ' });
    actor.send({ type: 'input.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    showList(actor, ' civic ', [civic]);
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([
      { type: 'search.submit', term: 'corolla' },
      { type: 'search.submit', term: 'civic' },
    ]);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('says there is nothing, or that it failed, and clears everything on clear', () => {
    const { actor, emitted } = start(async () => []);
    showList(actor, 'zzz', []);
    expect(actor.getSnapshot().hasTag('listOpen')).toBe(true);
    actor.send({ type: 'input.change', value: 'zzzz' });
    actor.send(debounced as never);
    actor.send(failed as never);
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'input.clear' });
    expect(actor.getSnapshot().context).toEqual({ term: '', suggestions: [], highlighted: -1 });
    expect(emitted).toEqual([{ type: 'search.clear' }]);
  });
});
