import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { LoanCalculator } from '../../../components/financing/LoanCalculator';
import type { LoanPlan } from '../../../components/financing/loan-terms';
import { useLoanCalculator } from '../../../components/financing/useLoanCalculator';
import { PREQUALIFY } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import type { FinancingRef } from '../api/financing-actors';
import type { FinancingCar } from '../api/financing-queries';
import * as styles from './FinancingIndex.css';

type Props = { flow: FinancingRef; car: FinancingCar; plans: ReadonlyArray<LoanPlan> };

/**
 * The financing index (SPEC §2): the calculator, then the three ways on: apply for financing with the
 * loan calculated, pay cash, or prequalify first (another page; only the car's slug goes in its address).
 */
export function FinancingIndex({ flow, car, plans }: Props) {
  // Back from the application, the calculator shows the loan the buyer applied with.
  const earlier = useSelector(flow, (snapshot) => snapshot.context.loan);
  const calculator = useLoanCalculator(car.listingPrice, plans, earlier);
  const { choice } = calculator;
  return (
    <>
      <LoanCalculator calculator={calculator} />
      <section className={styles.ways} aria-labelledby="financing-ways-title">
        <h2 id="financing-ways-title" className={styles.waysTitle}>
          <Trans>¿Cómo quieres comprarlo?</Trans>
        </h2>
        <div className={styles.cards}>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>Con financiamiento</Trans>
            </h3>
            <p className={styles.cardText}>
              <Trans>Envía tu solicitud con la cuota que calculaste. Nuestro equipo revisa tu crédito y te llama.</Trans>
            </p>
            <Button variant="primary" disabled={!choice} onClick={() => choice && flow.send({ type: 'apply.start', loan: choice })}>
              <Trans>Solicitar financiamiento</Trans>
            </Button>
          </article>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>De contado</Trans>
            </h3>
            <p className={styles.cardText}>
              <Trans>Compra el carro en efectivo. Un asesor coordina contigo el pago y la entrega.</Trans>
            </p>
            <Button variant="secondary" onClick={() => flow.send({ type: 'cash.start' })}>
              <Trans>Pagar en efectivo</Trans>
            </Button>
          </article>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Trans>¿Aún no sabes cuánto te prestan?</Trans>
            </h3>
            <p className={styles.cardText}>
              <Trans>Precalifícate en menos de 5 minutos. No afecta tu historial de crédito.</Trans>
            </p>
            <Link to={PREQUALIFY} search={{ car: car.slug }} className={buttonClassName({ variant: 'secondary' })}>
              <Trans>Precalifícate</Trans>
            </Link>
          </article>
        </div>
      </section>
    </>
  );
}
