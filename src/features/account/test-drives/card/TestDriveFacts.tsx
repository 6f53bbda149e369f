import { Trans, useLingui } from '@lingui/react/macro';
import type { TestDrive } from '../api/test-drives-query';
import * as styles from '../../shared/AccountCard.css';
import { CardFact } from '../../shared/CardFact';
import { drivePlace, driveWindow } from './test-drive-words';

/** SPEC §3 Test drive card: the day and hour window, and where it starts (which may not be assigned yet). */
export function TestDriveFacts({ drive }: { drive: TestDrive }) {
  const { i18n } = useLingui();
  const place = drivePlace(drive);
  const home = place.kind === 'home' ? place.address : '';
  return (
    <dl className={styles.facts}>
      <CardFact term={<Trans>Fecha y hora</Trans>}>{driveWindow(drive.startsAt, drive.endsAt, i18n.locale)}</CardFact>
      <CardFact term={<Trans>Ubicación</Trans>}>
        {place.kind === 'unassigned' ? <Trans>Sin asignar</Trans> : null}
        {place.kind === 'spot' ? (
          <>
            {place.name}
            <span className={styles.note}>{place.address}</span>
          </>
        ) : null}
        {place.kind === 'home' ? (
          <>
            <Trans>A domicilio: {home}</Trans>
            {place.outsideCoverage ? (
              <span className={styles.note}>
                <Trans>Fuera de cobertura: puede aplicar un cargo adicional.</Trans>
              </span>
            ) : null}
          </>
        ) : null}
      </CardFact>
    </dl>
  );
}
