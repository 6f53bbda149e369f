import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FactList } from '../../../../components/facts/FactList';
import { formatRate } from '../../../../components/financing/loan-display';
import { successActions, successCard, successTitle } from '../../../../components/wizard/WizardSuccess.css';
import * as notes from '../../../../components/wizard/WizardNotes.css';
import { useDisplayMoney } from '../../../../hooks/display-currency';
import { BUY, CAR_FINANCING } from '../../../../lib/routes';
import { buttonClassName } from '../../../../ui/Button';
import type { PrequalificationRef } from '../../api/prequalification-actors';
import * as styles from './PrequalificationAnswer.css';

/**
 * Prequalified: the most a car may cost, the monthly payment, rate and term of that loan, and the
 * catalogue filtered up to that price (its own price filter in the address: no income goes there).
 */
export function Prequalified({ wizard, carSlug }: { wizard: PrequalificationRef; carSlug?: string }) {
  const money = useDisplayMoney();
  const answer = useSelector(wizard, (snapshot) => snapshot.output?.answer ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!answer) return null;
  const amount = money(answer.maxAmount);
  const months = answer.termMonths;
  return (
    <section className={successCard} aria-labelledby="prequalified-title">
      <h1 id="prequalified-title" ref={heading} tabIndex={-1} className={successTitle}>
        <Trans>¡Estás precalificado!</Trans>
      </h1>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>
          <Trans>Puedes comprar un carro de hasta</Trans>
        </span>
        <span className={styles.amountValue} data-testid="prequalified-amount">
          {amount}
        </span>
      </p>
      <FactList
        facts={[
          { id: 'payment', term: <Trans>Cuota mensual</Trans>, value: money(answer.monthlyPayment) },
          { id: 'rate', term: <Trans>Tasa anual</Trans>, value: formatRate(answer.annualRate) },
          { id: 'term', term: <Trans>Plazo</Trans>, value: <Trans>{months} meses</Trans> },
          { id: 'down', term: <Trans>Inicial</Trans>, value: money(answer.downPayment) },
        ]}
      />
      <p className={notes.notice}>
        <Trans>Esta precalificación no afecta tu historial de crédito.</Trans>
      </p>
      <p className={notes.muted}>
        <Trans>Aplican restricciones, sujeto a aprobación de crédito.</Trans>
      </p>
      <div className={successActions}>
        <Link to={BUY} search={{ maxPrice: answer.maxAmount }} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ver carros hasta {amount}</Trans>
        </Link>
        {carSlug ? (
          <Link to={CAR_FINANCING} params={{ slug: carSlug }} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Volver al financiamiento del carro</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
