import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FIND_MY_CAR, REQUEST_A_CAR } from '../../../../lib/routes';
import { buttonClassName } from '../../../../ui/Button';
import * as styles from '../../shared/AccountPage.css';
import * as listStyles from './CarRequestList.css';

/** No car requests yet, and the two ways to ask for one. */
export function EmptyCarRequests() {
  return (
    <div className={styles.empty}>
      <p className={styles.muted}>
        <Trans>Aún no nos has pedido buscar un carro.</Trans>
      </p>
      <div className={listStyles.links}>
        <Link to={REQUEST_A_CAR} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Solicita un carro</Trans>
        </Link>
        <Link to={FIND_MY_CAR} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Encuentra mi carro</Trans>
        </Link>
      </div>
    </div>
  );
}
