import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { successActions, successCard, successTitle } from '../../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../../components/wizard/WizardNotes.css';
import { BUY, CAR_FINANCING } from '../../../../lib/routes';
import { Button, buttonClassName } from '../../../../ui/Button';
import * as styles from './PrequalificationAnswer.css';

/** Not prequalified: said kindly, with what may change the answer and a way to try again. */
export function NotPrequalified({ carSlug, onRetry }: { carSlug?: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={successCard} aria-labelledby="not-prequalified-title">
      <h1 id="not-prequalified-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>Por ahora no podemos precalificarte</Trans>
      </h1>
      <p>
        <Trans>Con los ingresos que nos indicaste todavía no alcanzamos a ofrecerte un préstamo. No te preocupes: esta consulta no afecta tu historial de crédito.</Trans>
      </p>
      <h2 className={styles.subtitle}>
        <Trans>Lo que puedes intentar</Trans>
      </h2>
      <ul className={styles.tips}>
        <li>
          <Trans>Suma otros ingresos que recibas cada mes: remesas, alquileres o un negocio propio.</Trans>
        </li>
        <li>
          <Trans>Aumenta la inicial: mientras más pongas, menos necesitas financiar.</Trans>
        </li>
        <li>
          <Trans>Mira carros de menor precio, o escríbenos: un asesor puede ayudarte a encontrar una opción.</Trans>
        </li>
      </ul>
      <p className={notes.muted}>
        <Trans>Aplican restricciones, sujeto a aprobación de crédito.</Trans>
      </p>
      <div className={successActions}>
        <Button variant="primary" onClick={onRetry}>
          <Trans>Intentar con otros datos</Trans>
        </Button>
        {carSlug ? (
          <Link to={CAR_FINANCING} params={{ slug: carSlug }} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Volver al financiamiento del carro</Trans>
          </Link>
        ) : (
          <Link to={BUY} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Ver carros</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
