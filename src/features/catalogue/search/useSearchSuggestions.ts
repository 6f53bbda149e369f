import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { inspect } from '../../../lib/inspector';
import { searchSuggestions } from '../api/suggestions-actors';
import { followSearchChoices } from './follow-search-choices';

export type SuggestionStatus = 'showing' | 'empty' | 'loading' | 'closed';

/** The search bar's actor, its choices sent on to the screen's current callbacks and the router. */
export function useSearchSuggestions(initialTerm: string | undefined, onLeave?: () => void, onClear?: () => void) {
  const navigate = useNavigate();
  const actor = useActorRef(searchSuggestions, { input: { term: initialTerm }, inspect });
  // Listening again on every new callback is what keeps them fresh: the actor itself lives as long as the bar.
  useEffect(() => followSearchChoices(actor, { navigate, onLeave, onClear }), [actor, navigate, onLeave, onClear]);
  const term = useSelector(actor, (snapshot) => snapshot.context.term);
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const highlighted = useSelector(actor, (snapshot) => snapshot.context.highlighted);
  const status = useSelector(actor, (snapshot): SuggestionStatus =>
    snapshot.matches('showing') ? 'showing' : snapshot.matches('empty') ? 'empty' : snapshot.hasTag('busy') ? 'loading' : 'closed',
  );
  return { term, suggestions, highlighted, status, send: actor.send };
}
