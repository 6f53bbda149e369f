import { Trans } from '@lingui/react/macro';
import { RESERVATION_DEPOSIT } from '../../../../common/reservation-deposit';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { useDisplayMoney } from '../../../hooks/display-currency';
import { Button } from '../../../ui/Button';
import type { ReserveRef } from '../api/reserve-actors';
import type { ReserveCar } from '../api/reserve-car-query';
import * as styles from './ReserveReview.css';

/** What the refundable deposit does (SPEC §9: US$75, refundable if the purchase is not pursued), before any card. */
export function ReserveReview({ reserve, car }: { reserve: ReserveRef; car: ReserveCar }) {
  const money = useDisplayMoney();
  const deposit = `US$${RESERVATION_DEPOSIT.amount}`;
  const hours = RESERVATION_DEPOSIT.holdHours;
  const price = money(car.listingPrice);
  return (
    <section className={styles.review} aria-labelledby="reserve-review-title">
      <h2 id="reserve-review-title" className={styles.title}>
        <Trans>Así funciona la reserva</Trans>
      </h2>
      <ul className={styles.points}>
        <li>
          <Trans>Pagas un depósito de {deposit} con tarjeta.</Trans>
        </li>
        <li>
          <Trans>Apartamos el carro para ti durante {hours} horas: nadie más puede reservarlo ni comprarlo.</Trans>
        </li>
        <li>
          <Trans>Si no sigues con la compra, te devolvemos los {deposit} completos: cancela cuando quieras desde tu cuenta.</Trans>
        </li>
        <li>
          <Trans>Si compras el carro ({price}), el depósito se descuenta del pago.</Trans>
        </li>
      </ul>
      <p className={notes.muted}>
        <Trans>Si tenías una prueba de manejo agendada de este carro, la cancelamos: ya lo tienes apartado.</Trans>
      </p>
      <div>
        <Button variant="primary" onClick={() => reserve.send({ type: 'reserve.start' })}>
          <Trans>Continuar al pago</Trans>
        </Button>
      </div>
    </section>
  );
}
