import { fromPromise } from 'xstate';
import { searchSuggestionsMachine, type Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { fetchSuggestions } from './suggestions-query';

/** The search bar's statechart with the real request; where its choices lead is up to the screen (`actor.on`). */
export const searchSuggestions = searchSuggestionsMachine.provide({
  actors: { fetchSuggestions: fromPromise<readonly Suggestion[], { query: string }>(({ input }) => fetchSuggestions(input.query)) },
});
