import { useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { mobileDrawerMachine, type DrawerSection } from '../../../../machines/mobile-drawer/mobile-drawer.machine';
import { inspect } from '../../../lib/inspector';
import { mq } from '../../../styles/breakpoints';

const SECTIONS: readonly DrawerSection[] = ['account', 'language', 'currency'];

/** The drawer actor, told about navigation and about the window growing past the narrow layout. */
export function useMobileDrawer() {
  const drawer = useActorRef(mobileDrawerMachine, { inspect });
  const isOpen = useSelector(drawer, (snapshot) => snapshot.hasTag('open'));
  const openSection = useSelector(drawer, (snapshot): DrawerSection | '' => SECTIONS.find((section) => snapshot.matches({ open: section })) ?? '');
  const send = drawer.send;
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

  return { isOpen, openSection, send };
}
