import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSignedIn } from '../../../hooks/session';
import { HOME, USER_SELLING } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { CalendarIcon } from '../../../ui/icons/interfaceIcons';
import type { SellWizardRef } from '../api/sell-actors';
import { inspectionSpotsQueryOptions } from '../api/sell-queries';
import { calendarFile } from './calendar-file';
import * as styles from './SellSuccess.css';

const HOUR_MS = 3_600_000;
const ZONE = 'America/Santo_Domingo';

/** After the send: the hour booked and where, what happens next, the calendar file and a chat. */
export function SellSuccess({ wizard, chat }: { wizard: SellWizardRef; chat?: ReactNode }) {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const requestId = useSelector(wizard, (snapshot) => snapshot.output?.requestId ?? '');
  const startsAt = useSelector(wizard, (snapshot) => snapshot.context.draft.schedule.slotStartsAt);
  const email = useSelector(wizard, (snapshot) => snapshot.context.parsed.person?.email ?? '');
  const inspection = useSelector(wizard, (snapshot) => snapshot.context.parsed.address);
  const spots = useQuery(inspectionSpotsQueryOptions());
  const spot = spots.data?.find((entry) => entry.id === inspection?.spotId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const endsAt = new Date(new Date(startsAt).getTime() + HOUR_MS).toISOString();
  const day = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }).format(new Date(startsAt));
  const from = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: ZONE }).format(new Date(startsAt));
  const to = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: ZONE }).format(new Date(endsAt));
  const home = inspection?.place === 'HOME' && inspection.address ? `${inspection.address.street} ${inspection.address.number}, ${inspection.address.sector}` : null;
  const place = home ?? (spot ? `${spot.name}, ${spot.address}` : '');
  const download = () => {
    const file = calendarFile({ uid: requestId, startsAt, endsAt, summary: t`Inspección de tu carro con Ola Cars`, location: place });
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'inspeccion-ola-cars.ics' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={styles.card} aria-labelledby="sell-success-title">
      <h1 id="sell-success-title" ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>¡Tu inspección está agendada!</Trans>
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>
            <Trans>Día</Trans>
          </dt>
          <dd className={styles.detail}>{day}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Trans>Hora</Trans>
          </dt>
          <dd className={styles.detail}>
            <Trans>
              Llega entre {from} y {to}
            </Trans>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{home ? <Trans>En tu casa</Trans> : <Trans>En la sucursal</Trans>}</dt>
          <dd className={styles.detail}>{place}</dd>
        </div>
      </dl>
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
      <div className={styles.actions}>
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
