import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { searchSuggestionsMachine, type Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { inspect } from '../../../lib/inspector';
import { fetchSuggestions } from '../api/suggestions-query';

export type SuggestionStatus = 'showing' | 'empty' | 'loading' | 'closed';

/** The search bar's actor with the real request and navigation plugged in. */
export function useSearchSuggestions(initialTerm: string | undefined, onLeave?: () => void, onClear?: () => void) {
  const navigate = useNavigate();
  const actor = useActorRef(
    searchSuggestionsMachine.provide({
      actors: { fetchSuggestions: fromPromise<readonly Suggestion[], { query: string }>(({ input }) => fetchSuggestions(input.query)) },
      actions: {
        openSuggestion: (_, { slug }) => {
          onLeave?.();
          void navigate({ to: '/car/$slug', params: { slug } });
        },
        clearSearch: () => onClear?.(),
        searchTerm: (_, { term }) => {
          onLeave?.();
          void navigate({ to: '/buy', search: term ? { search: term } : {} });
        },
      },
    }),
    { input: { term: initialTerm }, inspect },
  );
  const term = useSelector(actor, (snapshot) => snapshot.context.term);
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const highlighted = useSelector(actor, (snapshot) => snapshot.context.highlighted);
  const status = useSelector(actor, (snapshot): SuggestionStatus =>
    snapshot.matches('showing') ? 'showing' : snapshot.matches('empty') ? 'empty' : snapshot.hasTag('busy') ? 'loading' : 'closed',
  );
  return { term, suggestions, highlighted, status, send: actor.send };
}
