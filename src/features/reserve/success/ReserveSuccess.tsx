import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { slotTime } from '../../../components/slots/slot-time';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { CAR_DETAIL, USER_BUYING } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import type { ReserveRef } from '../api/reserve-actors';
import type { ReserveCar } from '../api/reserve-car-query';

/** The car is held: the deposit as the processor took it, until when, and how to get it back. */
export function ReserveSuccess({ reserve, car }: { reserve: ReserveRef; car: ReserveCar }) {
  const { i18n } = useLingui();
  const purchase = useSelector(reserve, (snapshot) => snapshot.output?.purchase ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!purchase) return null;
  const title = car.title;
  const deposit = purchase.deposit ? `US$${purchase.deposit.amount}` : '';
  const card = purchase.deposit?.cardLast4 ? `${purchase.deposit.cardBrand ?? ''} •••• ${purchase.deposit.cardLast4}`.trim() : '';
  const until = purchase.expiresAt ? slotTime(i18n.locale, purchase.expiresAt, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }) : '';
  return (
    <section className={successCard} aria-labelledby="reserve-success-title">
      <h1 id="reserve-success-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Reservaste el {title}!</Trans>
      </h1>
      <p>
        <Trans>
          Pagaste un depósito de {deposit} con {card}. El carro está apartado para ti hasta el {until}.
        </Trans>
      </p>
      <p className={notes.muted}>
        <Trans>Si no sigues con la compra, cancela la reserva desde tu cuenta y te devolvemos el depósito completo. Si compras el carro, se descuenta del pago.</Trans>
      </p>
      <div className={successActions}>
        <Link to={USER_BUYING} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver mis compras</Trans>
        </Link>
        <Link to={CAR_DETAIL(car.slug)} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Volver al carro</Trans>
        </Link>
      </div>
    </section>
  );
}
