import { Trans } from '@lingui/react/macro';
import * as styles from '../wizard/WizardNotes.css';

/** The hour chosen was booked by someone else before the request arrived: the calendar is fresh, the rest kept. */
export function HourTaken() {
  return (
    <p role="alert" className={styles.warning}>
      <Trans>Alguien acaba de reservar esa hora. Elige otra; el resto de tus datos se mantiene.</Trans>
    </p>
  );
}
