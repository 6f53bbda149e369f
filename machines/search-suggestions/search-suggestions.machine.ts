import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { normaliseSearchText } from '../../common/search-text';

/** A car found for the term; without a slug it stands for several cars of one title. */
export type Suggestion = { readonly slug?: string; readonly title: string };

/**
 * One suggestion per title: two cars called 'Toyota RAV4 2021' would read as a repeated line, so
 * they become one suggestion that searches for that title instead of opening either car.
 */
export function distinctSuggestions(cars: readonly Suggestion[]): Suggestion[] {
  const byTitle = new Map<string, Suggestion>();
  for (const car of cars) byTitle.set(car.title, byTitle.has(car.title) ? { title: car.title } : car);
  return [...byTitle.values()];
}

export type SearchSuggestionsEvent =
  | { type: 'input.change'; value: string }
  | { type: 'input.clear' }
  | { type: 'input.submit' }
  | { type: 'list.close' }
  | { type: 'highlight.next' }
  | { type: 'highlight.previous' }
  | { type: 'suggestion.choose'; index: number };

/**
 * What the bar asks of the screen around it. Emitted rather than provided as actions, so the screen
 * listens with its current callbacks (`actor.on`) instead of ones captured when the actor started.
 */
export type SearchSuggestionsEmitted =
  | { type: 'suggestion.open'; slug: string }
  | { type: 'search.submit'; term: string }
  | { type: 'search.clear' };

export type SearchSuggestionsContext = {
  term: string;
  suggestions: readonly Suggestion[];
  /** Index into `suggestions`; -1 when the input itself has the focus. */
  highlighted: number;
};

/** SPEC §7/§9: suggestions wait 500 ms after the last keystroke and are fired only for a non-empty term. */
export const SUGGESTION_DEBOUNCE_MS = 500;
export const SUGGESTION_LIMIT = 5;

/**
 * The search bar: typing waits out the debounce, then asks for suggestions; the list opens with
 * results, says so when there are none, and lets the keyboard walk it. Enter on a highlighted
 * suggestion opens that car, otherwise it searches the catalogue for the term.
 */
export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
    emitted: {} as SearchSuggestionsEmitted,
    input: {} as { term?: string },
    tags: {} as 'listOpen' | 'busy',
  },
  actors: {
    fetchSuggestions: fromPromise<readonly Suggestion[], { query: string }>(async () => []),
  },
  delays: { debounce: SUGGESTION_DEBOUNCE_MS },
  guards: {
    hasQuery: ({ event }) => event.type === 'input.change' && normaliseSearchText(event.value) !== '',
    hasHighlight: ({ context }) => context.highlighted >= 0 && context.highlighted < context.suggestions.length,
    isListed: ({ context, event }) => event.type === 'suggestion.choose' && event.index >= 0 && event.index < context.suggestions.length,
    choosesOneCar: ({ context, event }) => event.type === 'suggestion.choose' && context.suggestions[event.index]?.slug !== undefined,
    highlightsOneCar: ({ context }) => context.suggestions[context.highlighted]?.slug !== undefined,
    foundAny: (_, params: { found: readonly Suggestion[] }) => params.found.length > 0,
  },
  actions: {
    showSuggestions: assign({ suggestions: (_, params: { found: readonly Suggestion[] }) => distinctSuggestions(params.found).slice(0, SUGGESTION_LIMIT), highlighted: -1 }),
    setTerm: assign({ term: ({ event }) => (assertEvent(event, 'input.change'), event.value) }),
    clearTerm: assign({ term: '', suggestions: [], highlighted: -1 }),
    forgetSuggestions: assign({ suggestions: [], highlighted: -1 }),
    highlightNext: assign({ highlighted: ({ context }) => (context.highlighted + 1) % context.suggestions.length }),
    highlightPrevious: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? context.suggestions.length : context.highlighted) - 1,
    }),
    highlightChosen: assign({ highlighted: ({ event }) => (assertEvent(event, 'suggestion.choose'), event.index) }),
    // The screen opens the chosen car, or the catalogue filtered by the term.
    openSuggestion: emit((_, params: { slug: string }) => ({ type: 'suggestion.open' as const, slug: params.slug })),
    searchTerm: emit((_, params: { term: string }) => ({ type: 'search.submit' as const, term: params.term })),
    // A screen whose URL holds the search clears it too when the box is emptied.
    clearSearch: emit({ type: 'search.clear' as const }),
  },
}).createMachine({
  id: 'searchSuggestions',
  context: ({ input }) => ({ term: input.term ?? '', suggestions: [], highlighted: -1 }),
  initial: 'idle',
  on: {
    'input.change': [
      { guard: 'hasQuery', target: '.typing', actions: ['setTerm', 'forgetSuggestions'], reenter: true },
      { target: '.idle', actions: ['setTerm', 'forgetSuggestions'] },
    ],
    'input.clear': { target: '.idle', actions: ['clearTerm', 'clearSearch'] },
    'input.submit': {
      target: '.idle',
      actions: [{ type: 'searchTerm', params: ({ context }) => ({ term: context.term.trim() }) }, 'forgetSuggestions'],
    },
    'list.close': { target: '.idle', actions: 'forgetSuggestions' },
  },
  states: {
    idle: {},
    typing: {
      after: { debounce: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: normaliseSearchText(context.term) }),
        onDone: [
          {
            guard: { type: 'foundAny', params: ({ event }) => ({ found: event.output }) },
            target: 'showing',
            actions: { type: 'showSuggestions', params: ({ event }) => ({ found: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: 'error',
      },
    },
    showing: {
      tags: ['listOpen'],
      on: {
        'highlight.next': { actions: 'highlightNext' },
        'highlight.previous': { actions: 'highlightPrevious' },
        'suggestion.choose': [
          {
            guard: 'choosesOneCar',
            target: 'idle',
            actions: ['highlightChosen', { type: 'openSuggestion', params: ({ context, event }) => ({ slug: context.suggestions[event.index]!.slug! }) }],
          },
          {
            guard: 'isListed',
            target: 'idle',
            actions: ['highlightChosen', { type: 'searchTerm', params: ({ context, event }) => ({ term: context.suggestions[event.index]!.title }) }],
          },
        ],
        'input.submit': [
          {
            guard: 'highlightsOneCar',
            target: 'idle',
            actions: { type: 'openSuggestion', params: ({ context }) => ({ slug: context.suggestions[context.highlighted]!.slug! }) },
          },
          {
            guard: 'hasHighlight',
            target: 'idle',
            actions: { type: 'searchTerm', params: ({ context }) => ({ term: context.suggestions[context.highlighted]!.title }) },
          },
          {
            target: 'idle',
            actions: [{ type: 'searchTerm', params: ({ context }) => ({ term: context.term.trim() }) }, 'forgetSuggestions'],
          },
        ],
      },
    },
    empty: { tags: ['listOpen'] },
    error: {},
  },
});
