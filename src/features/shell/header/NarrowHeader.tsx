import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { Container } from '../../../ui/Container';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';
import { Logo } from '../brand/Logo';
import { DrawerToggle } from './DrawerToggle';
import type { AccountSlots } from './header-slots';
import * as styles from './header.css';
import { useMobileDrawer } from './useMobileDrawer';

const DRAWER_ID = 'mobile-navigation';
// The drawer (dialog, accordions, preferences) loads the first time the visitor opens it.
const MobileDrawer = lazyNamed(() => import('./MobileDrawer'), 'MobileDrawer');

export function NarrowHeader({ account, favourites }: { account: AccountSlots['drawer']; favourites?: ReactNode }) {
  const { t } = useLingui();
  const { isOpen, openSection, send, prepare } = useMobileDrawer();
  const opened = useOpenedOnce(isOpen);
  return (
    <div className={styles.narrow}>
      <Container className={styles.narrowBar}>
        <Link to={HOME} className={styles.homeLink} aria-label={t`Ola Cars, ir al inicio`}>
          <Logo short />
        </Link>
        <div className={styles.narrowEnd}>
          {favourites}
          <DrawerToggle isOpen={isOpen} controls={DRAWER_ID} onToggle={() => send({ type: 'drawer.toggle' })} onPrepare={prepare} />
        </div>
      </Container>
      {opened ? (
        <Suspense fallback={null}>
          <MobileDrawer account={account} id={DRAWER_ID} isOpen={isOpen} openSection={openSection} send={send} />
        </Suspense>
      ) : null}
    </div>
  );
}
