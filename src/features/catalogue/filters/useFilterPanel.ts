import { useEffect } from 'react';
import { useDeferredActor, useDeferredSelector } from '../../../hooks/deferred-actor';
import { mq } from '../../../styles/breakpoints';

// The drawer is closed at first paint: its statechart is not part of the first download.
const loadFilterPanel = () => import('./filter-panel-actor').then((module) => module.createFilterPanel);

/** The drawer actor: "clear" reaches the current URL's navigation, and growing wide closes it. */
export function useFilterPanel(onClear: () => void) {
  const { actor, send, prepare } = useDeferredActor(loadFilterPanel);
  const isOpen = useDeferredSelector(actor, (snapshot) => snapshot.hasTag('open'), false);
  useEffect(() => {
    const subscription = actor?.on('filters.clear', onClear);
    return () => subscription?.unsubscribe();
  }, [actor, onClear]);
  useEffect(() => {
    if (!actor) return;
    const wide = matchMedia(mq.semiLarge);
    const closeWhenWide = () => wide.matches && actor.send({ type: 'viewport.wide' });
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [actor]);
  return { isOpen, send, prepare };
}
