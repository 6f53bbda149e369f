import { Trans } from '@lingui/react/macro';
import type { LoanQuote } from '../../../../machines/financing/financing-values';
import { formatRate } from '../../../components/financing/loan-display';
import { useDisplayMoney } from '../../../hooks/display-currency';
import * as styles from './LoanFacts.css';

/** A loan as the server quoted it: the monthly payment first, then the rest. */
export function LoanFacts({ quote }: { quote: LoanQuote }) {
  const money = useDisplayMoney();
  const months = quote.termMonths;
  return (
    <dl className={styles.facts}>
      <div>
        <dt className={styles.term}>
          <Trans>Cuota mensual</Trans>
        </dt>
        <dd className={styles.value}>{money(quote.monthlyPayment)}</dd>
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
        <dd className={styles.value}>{formatRate(quote.annualRate)}</dd>
      </div>
      <div>
        <dt className={styles.term}>
          <Trans>Monto a financiar</Trans>
        </dt>
        <dd className={styles.value}>{money(quote.financedAmount)}</dd>
      </div>
    </dl>
  );
}
