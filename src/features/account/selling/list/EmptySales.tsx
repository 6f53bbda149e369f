import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SELL } from '../../../../lib/routes';
import { buttonClassName } from '../../../../ui/Button';
import * as styles from '../../shared/AccountPage.css';

/** A tab without sales, and the way to start one. */
export function EmptySales({ tab }: { tab: 'IN_PROGRESS' | 'COMPLETE' }) {
  return (
    <div className={styles.empty}>
      <p className={styles.muted}>
        {tab === 'IN_PROGRESS' ? <Trans>No tienes ventas en proceso.</Trans> : <Trans>Aún no tienes ventas completadas.</Trans>}
      </p>
      <Link to={SELL} className={buttonClassName({ variant: 'primary' })}>
        <Trans>Vende tu carro</Trans>
      </Link>
    </div>
  );
}
