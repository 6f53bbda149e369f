import { fromPromise } from 'xstate';
import type { Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { fetchSuggestions } from './suggestions-query';

/** The search bar's actors with the real request, as each feature supplies its actors: one module. */
export const suggestionActors = {
  fetchSuggestions: fromPromise<readonly Suggestion[], { query: string }>(({ input }) => fetchSuggestions(input.query)),
};
