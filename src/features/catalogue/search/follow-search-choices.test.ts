import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { searchSuggestionsMachine, type Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { followSearchChoices } from './follow-search-choices';

const civic: Suggestion = { slug: 'honda-civic-2019-def', title: 'Honda Civic 2019' };

// The request never answers by itself: the tests hand the list in as the debounce and the answer would.
const bar = () =>
  createActor(searchSuggestionsMachine.provide({ actors: { fetchSuggestions: fromPromise<readonly Suggestion[], { query: string }>(() => new Promise(() => {})) } }), {
    input: {},
  }).start();

function listed(actor: ReturnType<typeof bar>, suggestions: readonly Suggestion[]) {
  actor.send({ type: 'input.change', value: 'civic' });
  actor.send({ type: 'xstate.after.debounce.searchSuggestions.typing' } as never);
  actor.send({ type: 'xstate.done.actor.fetchSuggestions', output: suggestions } as never);
}

const screen = () => ({ navigate: vi.fn(), onLeave: vi.fn(), onClear: vi.fn() });

describe('what the search bar chooses reaches the screen', () => {
  it('opens the chosen car and lets the screen around the bar close first', () => {
    const actor = bar();
    const callbacks = screen();
    followSearchChoices(actor, callbacks);
    listed(actor, [civic]);
    actor.send({ type: 'suggestion.choose', index: 0 });
    expect(callbacks.onLeave).toHaveBeenCalledTimes(1);
    expect(callbacks.navigate.mock.calls).toEqual([[{ to: '/car/$slug', params: { slug: civic.slug } }]]);
    expect(callbacks.onClear).not.toHaveBeenCalled();
  });

  it('searches the catalogue for the term, or shows all of it for an empty one', () => {
    const actor = bar();
    const callbacks = screen();
    followSearchChoices(actor, callbacks);
    actor.send({ type: 'input.change', value: ' corolla ' });
    actor.send({ type: 'input.submit' });
    actor.send({ type: 'input.change', value: '' });
    actor.send({ type: 'input.submit' });
    expect(callbacks.navigate.mock.calls).toEqual([[{ to: '/buy', search: { search: 'corolla' } }], [{ to: '/buy', search: {} }]]);
    expect(callbacks.onLeave).toHaveBeenCalledTimes(2);
  });

  it('tells the screen the box was emptied, without going anywhere', () => {
    const actor = bar();
    const callbacks = screen();
    followSearchChoices(actor, callbacks);
    actor.send({ type: 'input.change', value: 'corolla' });
    actor.send({ type: 'input.clear' });
    expect(callbacks.onClear).toHaveBeenCalledTimes(1);
    expect(callbacks.navigate).not.toHaveBeenCalled();
    expect(callbacks.onLeave).not.toHaveBeenCalled();
  });

  it('navigates even on a screen that passes no callbacks', () => {
    const actor = bar();
    const navigate = vi.fn();
    followSearchChoices(actor, { navigate });
    actor.send({ type: 'input.clear' });
    actor.send({ type: 'input.change', value: 'corolla' });
    actor.send({ type: 'input.submit' });
    expect(navigate.mock.calls).toEqual([[{ to: '/buy', search: { search: 'corolla' } }]]);
  });

  // The stale-callback regression: the actor outlives the first render, so its choices must reach the callbacks of the latest one.
  it('calls the latest callbacks once the screen follows the bar again, and never the earlier ones', () => {
    const actor = bar();
    const first = screen();
    const latest = screen();
    const stopFirst = followSearchChoices(actor, first);
    stopFirst();
    followSearchChoices(actor, latest);
    listed(actor, [civic]);
    actor.send({ type: 'input.submit' });
    actor.send({ type: 'input.clear' });
    expect(latest.navigate.mock.calls).toEqual([[{ to: '/buy', search: { search: 'civic' } }]]);
    expect(latest.onLeave).toHaveBeenCalledTimes(1);
    expect(latest.onClear).toHaveBeenCalledTimes(1);
    expect([first.navigate, first.onLeave, first.onClear].map((callback) => callback.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
