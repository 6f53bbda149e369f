import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { BUY } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';

/** The car was sold or someone reserved it (before or during the booking): nothing can be booked for it. */
export function CarUnavailable({ title }: { title: string }) {
  return (
    <section className={successCard} aria-labelledby="test-drive-unavailable-title">
      <h1 id="test-drive-unavailable-title" className={successTitle}>
        <Trans>Este carro ya no está disponible</Trans>
      </h1>
      <p className={notes.muted}>
        <Trans>El {title} se vendió o alguien lo reservó, así que no podemos agendar una prueba de manejo. Tenemos otros parecidos.</Trans>
      </p>
      <div className={successActions}>
        <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver otros carros</Trans>
        </Link>
      </div>
    </section>
  );
}
