import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { BUY } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';

/** The car was sold or someone reserved it (before or while buying it): it can be neither financed nor bought. */
export function CarUnavailable({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={successCard} aria-labelledby="financing-unavailable-title">
      <h1 id="financing-unavailable-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>Este carro ya no está disponible</Trans>
      </h1>
      <p className={notes.muted}>
        <Trans>El {title} se vendió o alguien lo reservó, así que ya no se puede financiar ni comprar. Tenemos otros parecidos.</Trans>
      </p>
      <div className={successActions}>
        <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver otros carros</Trans>
        </Link>
      </div>
    </section>
  );
}
