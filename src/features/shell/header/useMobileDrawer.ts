import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { DrawerSection } from '../../../../machines/mobile-drawer/mobile-drawer.machine';
import { useDeferredActor, useDeferredSelector } from '../../../hooks/deferred-actor';
import { mq } from '../../../styles/breakpoints';

const SECTIONS: readonly DrawerSection[] = ['account', 'language', 'currency'];

// The drawer is closed at first paint: its statechart is not part of the first download.
const loadDrawer = () => import('./drawer-actor').then((module) => module.createMobileDrawer);

/**
 * The drawer actor, told about navigation and about the window growing past the narrow layout.
 * Its code loads when the menu button is pointed at, focused or pressed.
 */
export function useMobileDrawer() {
  const { actor: drawer, send, prepare } = useDeferredActor(loadDrawer);
  const isOpen = useDeferredSelector(drawer, (snapshot) => snapshot.hasTag('open'), false);
  const openSection = useDeferredSelector(drawer, (snapshot): DrawerSection | '' => SECTIONS.find((section) => snapshot.matches({ open: section })) ?? '', '');
  const href = useRouterState({ select: (state) => state.location.href });
  const previousHref = useRef(href);

  useEffect(() => {
    if (previousHref.current === href) return;
    previousHref.current = href;
    drawer?.send({ type: 'route.changed' });
  }, [href, drawer]);

  useEffect(() => {
    if (!drawer) return;
    const wide = matchMedia(mq.semiLarge);
    const closeWhenWide = () => wide.matches && drawer.send({ type: 'drawer.close' });
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [drawer]);

  return { isOpen, openSection, send, prepare };
}
