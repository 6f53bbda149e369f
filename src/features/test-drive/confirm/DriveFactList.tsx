import { Trans, useLingui } from '@lingui/react/macro';
import { type DriveFacts, drivePlace, driveTime } from './drive-facts';
import * as styles from './DriveFactList.css';

/** Car, day, hour window and place of a drive: on the confirmation and on the success page. */
export function DriveFactList({ carTitle, drive }: { carTitle: string; drive: DriveFacts }) {
  const { i18n } = useLingui();
  const { day, from, to } = driveTime(i18n.locale, drive);
  return (
    <dl className={styles.facts}>
      <div>
        <dt className={styles.term}>
          <Trans>Carro</Trans>
        </dt>
        <dd className={styles.detail}>{carTitle}</dd>
      </div>
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
            De {from} a {to}
          </Trans>
        </dd>
      </div>
      <div>
        <dt className={styles.term}>{drive.place === 'HOME' ? <Trans>En tu casa</Trans> : <Trans>En la sucursal</Trans>}</dt>
        <dd className={styles.detail}>{drivePlace(drive)}</dd>
      </div>
    </dl>
  );
}
