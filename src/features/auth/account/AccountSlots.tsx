import { Suspense } from 'react';
import { lazyNamed } from '../../../ui/deferPopup';
import type { DrawerAccountProps } from './DrawerAccount';

// The header renders these only for a signed-in visitor, so an anonymous first visit never downloads them.
const AccountMenu = lazyNamed(() => import('./AccountMenu'), 'AccountMenu');
const DrawerAccount = lazyNamed(() => import('./DrawerAccount'), 'DrawerAccount');

export function AccountMenuSlot() {
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}

export function DrawerAccountSlot(section: DrawerAccountProps) {
  return (
    <Suspense fallback={null}>
      <DrawerAccount {...section} />
    </Suspense>
  );
}
