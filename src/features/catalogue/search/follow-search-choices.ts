import type { ActorRefFrom } from 'xstate';
import type { searchSuggestionsMachine } from '../../../../machines/search-suggestions/search-suggestions.machine';

/** The two places the bar sends the visitor: one car, or the catalogue (filtered by the term when there is one). */
type SearchDestination = { to: '/car/$slug'; params: { slug: string } } | { to: '/buy'; search: { search?: string } };

export type SearchScreen = {
  navigate: (destination: SearchDestination) => unknown;
  onLeave?: () => void;
  onClear?: () => void;
};

/**
 * Carries the bar's emitted choices out to the screen. The hook calls it again whenever a callback
 * changes, so a choice always reaches the screen's current callbacks, never the first render's.
 * Returns the unsubscribe for the effect's cleanup.
 */
export function followSearchChoices(actor: ActorRefFrom<typeof searchSuggestionsMachine>, { navigate, onLeave, onClear }: SearchScreen): () => void {
  const subscriptions = [
    actor.on('suggestion.open', ({ slug }) => {
      onLeave?.();
      void navigate({ to: '/car/$slug', params: { slug } });
    }),
    actor.on('search.submit', ({ term }) => {
      onLeave?.();
      void navigate({ to: '/buy', search: term ? { search: term } : {} });
    }),
    actor.on('search.clear', () => onClear?.()),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
