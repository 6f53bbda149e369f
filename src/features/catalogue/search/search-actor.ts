import { createActor } from 'xstate';
import { inspect } from '../../../lib/inspector';
import { searchSuggestions } from '../api/suggestions-actors';

/** The search bar's actor; its module (and xstate with it) loads when the visitor reaches for the box. */
export const createSearchSuggestions = (term: string | undefined) => createActor(searchSuggestions, { input: { term }, inspect });

export type SearchSuggestionsActor = ReturnType<typeof createSearchSuggestions>;
