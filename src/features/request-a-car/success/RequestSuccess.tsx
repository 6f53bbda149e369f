import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSignedIn } from '../../../hooks/session';
import { BUY, USER_BUYING } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { type RequestACarRef, suggestedCarsOf } from '../api/request-actors';
import type { CarCards } from '../results/ResultsStep';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as styles from './RequestSuccess.css';

/** After the send: what we do now (the confirmation, the e-mails as cars arrive), the cars we have, and ways on. */
export function RequestSuccess({ wizard, cards }: { wizard: RequestACarRef; cards: CarCards }) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const suggested = useSelector(wizard, (snapshot) => snapshot.output?.suggestedCars ?? []);
  const email = useSelector(wizard, (snapshot) => snapshot.context.parsed.person?.email ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={successCard} aria-labelledby="request-success-title">
      <h1 id="request-success-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Recibimos tu solicitud!</Trans>
      </h1>
      <ul className={styles.next}>
        <li>
          <Trans>Te enviamos la confirmación a {email}.</Trans>
        </li>
        <li>
          <Trans>Buscamos tu carro: cada vez que llegue uno que coincida te escribimos, un correo por carro y como mucho uno al día.</Trans>
        </li>
        <li>
          <Trans>Cada correo trae un enlace para dejar de recibirlos cuando quieras.</Trans>
        </li>
      </ul>
      {suggested.length > 0 ? (
        <section className={styles.section} aria-labelledby="request-success-cars">
          <h2 id="request-success-cars" className={styles.sectionTitle}>
            <Trans>Mientras tanto, estos se le parecen</Trans>
          </h2>
          {cards(suggestedCarsOf(suggested), t`Carros parecidos que tenemos ahora`)}
        </section>
      ) : null}
      <div className={successActions}>
        <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver todos los carros</Trans>
        </Link>
        {signedIn ? (
          <Link to={USER_BUYING} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Ir a mi cuenta</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
