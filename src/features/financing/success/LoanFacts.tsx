import { Trans } from '@lingui/react/macro';
import type { LoanQuote } from '../../../../machines/financing/financing-values';
import { FactList } from '../../../components/facts/FactList';
import { formatRate } from '../../../components/financing/loan-display';
import { useDisplayMoney } from '../../../hooks/display-currency';
import * as styles from './LoanFacts.css';

/** A loan as the server quoted it: the monthly payment first, then the rest. */
export function LoanFacts({ quote }: { quote: LoanQuote }) {
  const money = useDisplayMoney();
  const months = quote.termMonths;
  return (
    <FactList
      className={styles.large}
      facts={[
        { id: 'payment', term: <Trans>Cuota mensual</Trans>, value: money(quote.monthlyPayment) },
        { id: 'term', term: <Trans>Plazo</Trans>, value: <Trans>{months} meses</Trans> },
        { id: 'rate', term: <Trans>Tasa anual</Trans>, value: formatRate(quote.annualRate) },
        { id: 'financed', term: <Trans>Monto a financiar</Trans>, value: money(quote.financedAmount) },
      ]}
    />
  );
}
