import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SearchSuggestionsEvent, Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { useDeferredActor, useDeferredSelector } from '../../../hooks/deferred-actor';
import type { SearchSuggestionsActor } from './search-actor';
import { followSearchChoices } from './follow-search-choices';

export type SuggestionStatus = 'showing' | 'empty' | 'loading' | 'closed';

type SearchSnapshot = SnapshotFrom<SearchSuggestionsActor>;
const NO_SUGGESTIONS: readonly Suggestion[] = [];

// The box paints without its statechart: the actor's code loads when the visitor points at the
// box, focuses it or types, and takes over from there.
const loadSearch = () => import('./search-actor').then((module) => module.createSearchSuggestions);

const statusOf = (snapshot: SearchSnapshot): SuggestionStatus =>
  snapshot.matches('showing') ? 'showing' : snapshot.matches('empty') ? 'empty' : snapshot.hasTag('busy') ? 'loading' : 'closed';

/**
 * The search bar's actor, its choices sent on to the screen's current callbacks and the router.
 * What the visitor types before the actor has arrived is shown (the draft) and handed to it once
 * it has (useDeferredActor), after the listeners below, since a submit may already navigate.
 */
export function useSearchSuggestions(initialTerm: string | undefined, onLeave?: () => void, onClear?: () => void) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initialTerm ?? '');
  const firstTerm = useRef(initialTerm);
  const load = useCallback(() => loadSearch().then((create) => () => create(firstTerm.current)), []);
  const { actor, send: sendToActor, prepare } = useDeferredActor(load);
  const send = useCallback(
    (event: SearchSuggestionsEvent) => {
      if (!actor && event.type === 'input.change') setDraft(event.value);
      if (!actor && event.type === 'input.clear') setDraft('');
      sendToActor(event);
    },
    [actor, sendToActor],
  );

  // Listening again on every new callback is what keeps them fresh: the actor itself lives as long as the bar.
  useEffect(() => (actor ? followSearchChoices(actor, { navigate, onLeave, onClear }) : undefined), [actor, navigate, onLeave, onClear]);

  const term = useDeferredSelector(actor, (snapshot) => snapshot.context.term, draft);
  const suggestions = useDeferredSelector(actor, (snapshot) => snapshot.context.suggestions, NO_SUGGESTIONS);
  const highlighted = useDeferredSelector(actor, (snapshot) => snapshot.context.highlighted, -1);
  const status = useDeferredSelector(actor, statusOf, 'closed');
  return { term, suggestions, highlighted, status, send, prepare };
}
