import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type LoanPlan, planOf } from '../../../components/financing/loan-terms';
import { successActions, successCard, successTitle } from '../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { buttonClassName } from '../../../ui/Button';
import type { FinancingRef } from '../api/financing-actors';
import { LoanFacts } from './LoanFacts';
import { lenderAddress } from './lender-address';

/**
 * REDIRECTED: the plan is an outside lender's, whose own site takes the application on. The buyer is
 * told they leave Ola Cars before a full navigation to that (https only) page.
 */
export function LenderRedirect({ flow, plans }: { flow: FinancingRef; plans: ReadonlyArray<LoanPlan> }) {
  const applied = useSelector(flow, (snapshot) => snapshot.output?.applied ?? null);
  const loan = useSelector(flow, (snapshot) => snapshot.context.loan);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const address = lenderAddress(applied?.redirectUrl);
  if (!applied || !address) return null;
  const lender = planOf(plans, loan?.plan)?.lender ?? address.host;
  const host = address.host;
  return (
    <section className={successCard} aria-labelledby="financing-redirect-title">
      <h1 id="financing-redirect-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>Termina tu solicitud con {lender}</Trans>
      </h1>
      <p>
        <Trans>Guardamos tu solicitud. Este plan lo otorga {lender}, que termina la solicitud en su propio sitio web.</Trans>
      </p>
      <LoanFacts quote={applied.quote} />
      <p className={notes.notice} role="note">
        <Trans>Al continuar saldrás de Ola Cars e irás a {host}, el sitio seguro de {lender}. Lo que escribas allí lo recibe {lender}, no Ola Cars.</Trans>
      </p>
      <div className={successActions}>
        <a href={address.href} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Continuar en el sitio de {lender}</Trans>
        </a>
      </div>
    </section>
  );
}
