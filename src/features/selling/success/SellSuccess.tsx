import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSignedIn } from '../../../hooks/session';
import { HOME, USER_SELLING } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { CalendarIcon } from '../../../ui/icons/interfaceIcons';
import type { SellWizardRef } from '../api/sell-actors';
import { downloadText } from '../../../lib/files/download-text';
import { calendarFile } from './calendar-file';
import { InspectionFacts, inspectionPlace } from './InspectionFacts';
import * as styles from './SellSuccess.css';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';

/** After the send: the hour booked and where, what happens next, the calendar file and a chat. */
export function SellSuccess({ wizard, chat }: { wizard: SellWizardRef; chat?: ReactNode }) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  // The hour and the place as the server booked them; the e-mail as the visitor typed it.
  const request = useSelector(wizard, (snapshot) => snapshot.output?.request ?? null);
  const email = useSelector(wizard, (snapshot) => snapshot.context.parsed.person?.email ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!request) return null;
  const { startsAt, endsAt } = request.inspection;
  const place = inspectionPlace(request);
  const download = () => {
    const file = calendarFile({ uid: request.id, startsAt, endsAt, summary: t`Inspección de tu carro con Ola Cars`, location: place });
    downloadText(file, 'inspeccion-ola-cars.ics', 'text/calendar;charset=utf-8');
  };
  return (
    <section className={successCard} aria-labelledby="sell-success-title">
      <h1 id="sell-success-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Tu inspección está agendada!</Trans>
      </h1>
      <InspectionFacts booked={request} />
      <p className={styles.text}>
        <Trans>Después de la inspección te enviaremos una oferta en menos de 24 horas.</Trans>
      </p>
      {signedIn ? (
        <p className={styles.text}>
          <Trans>
            Encontrarás tu solicitud en tu cuenta, en <Link to={USER_SELLING}>Ventas</Link>.
          </Trans>
        </p>
      ) : (
        <p className={styles.text}>
          <Trans>Crea una cuenta con {email} para seguir tu solicitud; te enviamos la confirmación a ese correo.</Trans>
        </p>
      )}
      <div className={successActions}>
        <Button variant="primary" onClick={download}>
          <CalendarIcon size="sm" /> <Trans>Añadir al calendario</Trans>
        </Button>
        <Link to={HOME} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Volver al inicio</Trans>
        </Link>
      </div>
      {chat ? (
        <p className={styles.text}>
          <Trans>¿Preguntas? Escríbenos por WhatsApp:</Trans> {chat}
        </p>
      ) : null}
    </section>
  );
}
