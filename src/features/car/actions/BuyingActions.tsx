import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CAR_FINANCING, CAR_RESERVE, CAR_TEST_DRIVE } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import type { CarDetail } from '../api/car-query';
import * as styles from './BuyingActions.css';

/** A sold car, or one a buyer holds, can be neither driven, reserved nor bought by anyone else. */
export const canBeBought = (car: Pick<CarDetail, 'status' | 'reserved'>): boolean => car.status.slug === 'AVAILABLE' && !car.reserved;

/** The car page's call-to-action panel: every buying flow starts here, for a car that can still be bought. */
export function BuyingActions({ car }: { car: CarDetail }) {
  const { t } = useLingui();
  if (!canBeBought(car)) return null;
  return (
    <nav className={styles.panel} aria-label={t`Comprar este carro`}>
      <Link to={CAR_TEST_DRIVE} params={{ slug: car.slug }} className={buttonClassName({ variant: 'primary' }, styles.action)}>
        <Trans>Agendar prueba de manejo</Trans>
      </Link>
      <Link to={CAR_RESERVE} params={{ slug: car.slug }} className={buttonClassName({ variant: 'secondary' }, styles.action)}>
        <Trans>Reservar con US$75 reembolsables</Trans>
      </Link>
      <Link to={CAR_FINANCING} params={{ slug: car.slug }} className={buttonClassName({ variant: 'secondary' }, styles.action)}>
        <Trans>Financiar o pagar de contado</Trans>
      </Link>
    </nav>
  );
}
