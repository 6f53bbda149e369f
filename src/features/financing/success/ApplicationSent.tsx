import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { useSignedIn } from '../../../hooks/session';
import { CAR_DETAIL, USER_BUYING } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import type { FinancingRef } from '../api/financing-actors';
import type { FinancingCar } from '../api/financing-queries';
import { LoanFacts } from './LoanFacts';

/** SUBMITTED: the application is with our team, who call the buyer back; the loan as the server quoted it. */
export function ApplicationSent({ flow, car }: { flow: FinancingRef; car: FinancingCar }) {
  const signedIn = useSignedIn();
  const applied = useSelector(flow, (snapshot) => snapshot.output?.applied ?? null);
  const phone = useSelector(flow, (snapshot) => snapshot.context.applicant.phone);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!applied) return null;
  return (
    <section className={successCard} aria-labelledby="financing-sent-title">
      <h1 id="financing-sent-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Recibimos tu solicitud de financiamiento!</Trans>
      </h1>
      <p>
        <Trans>Nuestro equipo revisará tu solicitud y te llamará al {phone} para darte una respuesta.</Trans>
      </p>
      <LoanFacts quote={applied.quote} />
      <p className={notes.muted}>
        <Trans>Aplican restricciones, sujeto a aprobación de crédito.</Trans>
      </p>
      {signedIn ? (
        <p className={notes.muted}>
          <Trans>
            La encontrarás en tu cuenta, en <Link to={USER_BUYING}>Compras</Link>.
          </Trans>
        </p>
      ) : null}
      <div className={successActions}>
        <Link to={CAR_DETAIL(car.slug)} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Volver al carro</Trans>
        </Link>
      </div>
    </section>
  );
}
