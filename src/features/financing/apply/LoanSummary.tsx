import { Trans, useLingui } from '@lingui/react/macro';
import type { ChosenLoan } from '../../../../machines/financing/financing-values';
import { FactList } from '../../../components/facts/FactList';
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
      <FactList
        facts={[
          { id: 'plan', term: <Trans>Plan</Trans>, value: plan.name },
          { id: 'down', term: <Trans>Inicial</Trans>, value: money(loan.downPayment) },
          { id: 'term', term: <Trans>Plazo</Trans>, value: <Trans>{months} meses</Trans> },
          { id: 'rate', term: <Trans>Tasa anual</Trans>, value: formatRate(plan.annualRate) },
          { id: 'payment', term: <Trans>Cuota mensual</Trans>, value: money(quote.monthlyPayment) },
        ]}
      />
      <Button variant="secondary" size="sm" onClick={onChange}>
        <Trans>Cambiar inicial, plazo o plan</Trans>
      </Button>
    </section>
  );
}
