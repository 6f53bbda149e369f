import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { filterPanelMachine } from '../../../../machines/filter-panel/filter-panel.machine';
import { inspect } from '../../../lib/inspector';
import { mq } from '../../../styles/breakpoints';

/** The drawer actor: "clear" reaches the current URL's navigation, and growing wide closes it. */
export function useFilterPanel(onClear: () => void) {
  const actor = useActorRef(filterPanelMachine, { inspect });
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  useEffect(() => {
    const subscription = actor.on('filters.clear', onClear);
    return () => subscription.unsubscribe();
  }, [actor, onClear]);
  useEffect(() => {
    const wide = matchMedia(mq.semiLarge);
    const closeWhenWide = () => wide.matches && actor.send({ type: 'viewport.wide' });
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [actor]);
  return { isOpen, send: actor.send };
}
