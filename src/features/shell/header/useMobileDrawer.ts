import { useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { mobileDrawerMachine, type DrawerSection } from '../../../../machines/mobile-drawer/mobile-drawer.machine';
import { inspect } from '../../../lib/inspector';
import { mq } from '../../../styles/breakpoints';

/** The drawer actor, told about navigation and about the window growing past the narrow layout. */
export function useMobileDrawer() {
  const [snapshot, send] = useMachine(mobileDrawerMachine, { inspect });
  const href = useRouterState({ select: (state) => state.location.href });
  const previousHref = useRef(href);

  useEffect(() => {
    if (previousHref.current === href) return;
    previousHref.current = href;
    send({ type: 'route.changed' });
  }, [href, send]);

  useEffect(() => {
    const wide = matchMedia(mq.semiLarge);
    const closeWhenWide = () => wide.matches && send({ type: 'drawer.close' });
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [send]);

  const sections: DrawerSection[] = ['account', 'language', 'currency'];
  const openSection: DrawerSection | '' = sections.find((section) => snapshot.matches({ open: section })) ?? '';
  return { isOpen: snapshot.hasTag('open'), openSection, send };
}
