import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { BUY } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';

/** Sold or held by another buyer (before the page opened, or while paying): nothing was charged. */
export function ReserveUnavailable({ title }: { title: string }) {
  return (
    <section className={successCard} aria-labelledby="reserve-unavailable-title">
      <h1 id="reserve-unavailable-title" className={successTitle}>
        <Trans>Este carro ya no se puede reservar</Trans>
      </h1>
      <p className={notes.muted}>
        <Trans>El {title} se vendió o alguien más lo reservó. No te cobramos nada. Tenemos otros parecidos.</Trans>
      </p>
      <div className={successActions}>
        <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver otros carros</Trans>
        </Link>
      </div>
    </section>
  );
}
