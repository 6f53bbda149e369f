import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { Container } from '../../../ui/Container';
import { Logo } from '../brand/Logo';
import { DrawerToggle } from './DrawerToggle';
import * as styles from './header.css';
import { MobileDrawer } from './MobileDrawer';
import { useMobileDrawer } from './useMobileDrawer';

const DRAWER_ID = 'mobile-navigation';

export function NarrowHeader() {
  const { t } = useLingui();
  const { isOpen, openSection, send } = useMobileDrawer();
  return (
    <div className={styles.narrow}>
      <Container className={styles.narrowBar}>
        <Link to={HOME} className={styles.homeLink} aria-label={t`Ola Cars, ir al inicio`}>
          <Logo short />
        </Link>
        <DrawerToggle isOpen={isOpen} controls={DRAWER_ID} onToggle={() => send({ type: 'drawer.toggle' })} />
      </Container>
      <MobileDrawer id={DRAWER_ID} isOpen={isOpen} openSection={openSection} send={send} />
    </div>
  );
}
