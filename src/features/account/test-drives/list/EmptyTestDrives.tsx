import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BUY } from '../../../../lib/routes';
import { buttonClassName } from '../../../../ui/Button';
import * as styles from '../../shared/AccountPage.css';
import type { TestDriveTab } from '../page/test-drive-tabs';

/** A tab without test drives, and the way to find a car to drive. */
export function EmptyTestDrives({ tab }: { tab: TestDriveTab }) {
  return (
    <div className={styles.empty}>
      <p className={styles.muted}>
        {tab === 'upcoming' ? <Trans>No tienes pruebas de manejo próximas.</Trans> : null}
        {tab === 'complete' ? <Trans>Aún no tienes pruebas de manejo completadas.</Trans> : null}
        {tab === 'archive' ? <Trans>No tienes pruebas de manejo archivadas.</Trans> : null}
      </p>
      <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
        <Trans>Explora los carros</Trans>
      </Link>
    </div>
  );
}
