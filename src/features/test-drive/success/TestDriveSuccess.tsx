import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { useSignedIn } from '../../../hooks/session';
import { CAR_DETAIL, USER_TESTDRIVES } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { CalendarIcon } from '../../../ui/icons/interfaceIcons';
import type { TestDriveRef } from '../api/test-drive-actors';
import type { TestDriveCar } from '../api/test-drive-car-query';
import { DriveFactList } from '../confirm/DriveFactList';
import { downloadText } from '../../../lib/files/download-text';

/** After the booking: the hour and the place as the server booked them, the calendar file, what comes next. */
export function TestDriveSuccess({ wizard, car }: { wizard: TestDriveRef; car: TestDriveCar }) {
  const signedIn = useSignedIn();
  const booked = useSelector(wizard, (snapshot) => snapshot.output?.booked ?? null);
  const email = useSelector(wizard, (snapshot) => snapshot.context.parsed.contact?.person.email ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!booked) return null;
  // The server wrote the calendar file (RFC 5545); the button only hands it to the browser.
  const download = () => downloadText(booked.calendarFile, 'prueba-de-manejo-ola-cars.ics', 'text/calendar;charset=utf-8');
  return (
    <section className={successCard} aria-labelledby="test-drive-success-title">
      <h1 id="test-drive-success-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Tu prueba de manejo está agendada!</Trans>
      </h1>
      <DriveFactList carTitle={car.title} drive={booked} />
      {booked.outsideCoverage ? (
        <p className={notes.warning}>
          <Trans>Tu dirección está fuera del área de cobertura de la sucursal: puede aplicar un cargo adicional por llevarte el carro.</Trans>
        </p>
      ) : null}
      <p className={notes.muted}>
        <Trans>Te enviamos la confirmación a {email}. Un especialista te contactará antes de la prueba.</Trans>
      </p>
      {signedIn ? (
        <p className={notes.muted}>
          <Trans>
            La encontrarás en tu cuenta, en <Link to={USER_TESTDRIVES}>Pruebas de manejo</Link>.
          </Trans>
        </p>
      ) : (
        <p className={notes.muted}>
          <Trans>Crea una cuenta o inicia sesión con {email} para verla en tu cuenta.</Trans>
        </p>
      )}
      <div className={successActions}>
        <Button variant="primary" onClick={download}>
          <CalendarIcon size="sm" /> <Trans>Añadir al calendario</Trans>
        </Button>
        <Link to={CAR_DETAIL(car.slug)} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Volver al carro</Trans>
        </Link>
      </div>
    </section>
  );
}
