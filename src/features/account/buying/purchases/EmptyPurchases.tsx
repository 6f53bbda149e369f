import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BUY } from '../../../../lib/routes';
import { buttonClassName } from '../../../../ui/Button';
import * as styles from '../../shared/AccountPage.css';
import type { PurchaseTab } from './purchase-tabs';

/** A tab without purchases, and the way to find a car. */
export function EmptyPurchases({ tab }: { tab: PurchaseTab }) {
  return (
    <div className={styles.empty}>
      <p className={styles.muted}>
        {tab === 'in-progress' ? <Trans>No tienes compras en proceso.</Trans> : null}
        {tab === 'complete' ? <Trans>Aún no tienes compras completadas.</Trans> : null}
        {tab === 'archive' ? <Trans>No tienes compras archivadas.</Trans> : null}
      </p>
      <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
        <Trans>Explora los carros</Trans>
      </Link>
    </div>
  );
}
