import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { BUY } from '../../lib/routes';
import { buttonClassName } from '../../ui/Button';
import * as notes from '../wizard/WizardNotes.css';
import { successActions, successCard, successTitle } from '../wizard/WizardSuccess.css';

/**
 * The end of a buying flow whose car was sold or held by someone else, before the page opened or while
 * the buyer was in it: what happened, in the flow's words, and the way to other cars. The heading takes
 * the focus, as a flow's last screen does.
 */
export function CarGone({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={successCard} aria-labelledby={titleId}>
      <h1 id={titleId} ref={title} tabIndex={-1} className={successTitle}>
        {heading}
      </h1>
      <p className={notes.muted}>{children}</p>
      <div className={successActions}>
        <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver otros carros</Trans>
        </Link>
      </div>
    </section>
  );
}
