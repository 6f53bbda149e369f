import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { searchSuggestionsMachine } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { inspect } from '../../../lib/inspector';
import { suggestionActors } from '../api/suggestion-actors';

export type SuggestionStatus = 'showing' | 'empty' | 'loading' | 'closed';

type Callbacks = { navigate: ReturnType<typeof useNavigate>; onLeave?: () => void; onClear?: () => void };

/**
 * The search bar's actor with the real request and navigation plugged in. The machine is provided
 * once; its actions read the latest callbacks through a ref, so a parent's new callback is the one called.
 */
export function useSearchSuggestions(initialTerm: string | undefined, onLeave?: () => void, onClear?: () => void) {
  const navigate = useNavigate();
  const latest = useRef<Callbacks>({ navigate, onLeave, onClear });
  useLayoutEffect(() => {
    latest.current = { navigate, onLeave, onClear };
  });
  const [machine] = useState(() =>
    searchSuggestionsMachine.provide({
      actors: suggestionActors,
      actions: {
        openSuggestion: (_, { slug }) => {
          latest.current.onLeave?.();
          void latest.current.navigate({ to: '/car/$slug', params: { slug } });
        },
        clearSearch: () => latest.current.onClear?.(),
        searchTerm: (_, { term }) => {
          latest.current.onLeave?.();
          void latest.current.navigate({ to: '/buy', search: term ? { search: term } : {} });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { term: initialTerm }, inspect });
  const term = useSelector(actor, (snapshot) => snapshot.context.term);
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const highlighted = useSelector(actor, (snapshot) => snapshot.context.highlighted);
  const status = useSelector(actor, (snapshot): SuggestionStatus =>
    snapshot.matches('showing') ? 'showing' : snapshot.matches('empty') ? 'empty' : snapshot.hasTag('busy') ? 'loading' : 'closed',
  );
  return { term, suggestions, highlighted, status, send: actor.send };
}
