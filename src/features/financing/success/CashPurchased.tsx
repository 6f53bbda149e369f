import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { CAR_DETAIL, USER_BUYING } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import type { FinancingCar } from '../api/financing-queries';

/** A cash purchase started: where the buyer finds it (SPEC §3's purchase card, 'Pago en efectivo') and what comes next. */
export function CashPurchased({ car }: { car: FinancingCar }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = car.title;
  return (
    <section className={successCard} aria-labelledby="cash-purchased-title">
      <h1 id="cash-purchased-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Tu compra en efectivo está en marcha!</Trans>
      </h1>
      <p>
        <Trans>Un asesor te contactará para coordinar el pago y la entrega del {title}.</Trans>
      </p>
      <p className={notes.muted}>
        <Trans>La encontrarás en tu cuenta, en Compras, con la etiqueta «Pago en efectivo».</Trans>
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
