import { Trans, useLingui } from '@lingui/react/macro';
import type { ChosenLoan } from '../../../../machines/financing/financing-values';
import { formatRate } from '../../../components/financing/loan-display';
import { type LoanPlan, planOf, quoteOf } from '../../../components/financing/loan-terms';
import { useDisplayMoney } from '../../../hooks/display-currency';
import { Button } from '../../../ui/Button';
import * as styles from './LoanSummary.css';

type Props = { loan: ChosenLoan; price: number; plans: ReadonlyArray<LoanPlan>; onChange: () => void };

/** The loan being applied for, as the calculator left it: read-only here, changed back there. */
export function LoanSummary({ loan, price, plans, onChange }: Props) {
  const { t } = useLingui();
  const money = useDisplayMoney();
  const plan = planOf(plans, loan.plan);
  if (!plan) return null;
  const quote = quoteOf(price, loan, plan);
  const months = loan.termMonths;
  return (
    <section className={styles.summary} aria-label={t`Tu préstamo`}>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>
            <Trans>Plan</Trans>
          </dt>
          <dd className={styles.value}>{plan.name}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Trans>Inicial</Trans>
          </dt>
          <dd className={styles.value}>{money(loan.downPayment)}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Trans>Plazo</Trans>
          </dt>
          <dd className={styles.value}>
            <Trans>{months} meses</Trans>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Trans>Tasa anual</Trans>
          </dt>
          <dd className={styles.value}>{formatRate(plan.annualRate)}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Trans>Cuota mensual</Trans>
          </dt>
          <dd className={styles.value}>{money(quote.monthlyPayment)}</dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" onClick={onChange}>
        <Trans>Cambiar inicial, plazo o plan</Trans>
      </Button>
    </section>
  );
}
