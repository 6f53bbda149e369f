import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatPrice } from '../../../common/money';
import { useDisplayMoney } from '../../hooks/display-currency';
import { BASE_CURRENCY } from '../../lib/currency/display-currency';
import { errorText } from '../../lib/errors/error-text';
import { ChoiceGroup } from '../form/ChoiceGroup';
import { wordFieldProblem } from '../form/word-field-problem';
import { Select } from '../../ui/Select';
import { Slider } from '../../ui/Slider';
import { TextField } from '../../ui/TextField';
import { downPaymentBounds, termsOf } from './loan-terms';
import { formatRate, percentOfPrice, pesosForPercent, SLIDER_MAX_PERCENT } from './loan-display';
import type { LoanCalculatorState } from './useLoanCalculator';
import * as styles from './LoanCalculator.css';

/**
 * The loan calculator (SPEC §2 financing, §9: 30 % down, terms, a rate): the plan, the down payment
 * in pesos (typed, or slid as a share of the price), the term, and the monthly payment as
 * common/financing.ts computes it, live. Amounts shown are in the visitor's currency; what is typed
 * stays in pesos, as the label says. The plans come as props (`useLoanCalculator(price, plans)`): a
 * component loads nothing of a feature's, so the financing page asks getFinancingPlans itself.
 */
export function LoanCalculator({ calculator }: { calculator: LoanCalculatorState }) {
  const { t, i18n } = useLingui();
  const money = useDisplayMoney();
  const titleId = useId();
  const { price, plans, plan } = calculator;
  if (!plan) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Calcula tu cuota</Trans>
        </h2>
        <p className={styles.note}>
          <Trans>No hay planes de financiamiento disponibles en este momento.</Trans>
        </p>
      </section>
    );
  }
  const bounds = downPaymentBounds(price, plan);
  const least = formatPrice(bounds.min, BASE_CURRENCY);
  const share = plan.minDownPaymentPercent;
  const problem = calculator.problem === 'too_small' ? t`La inicial mínima de este plan es ${least}` : calculator.problem === 'too_large' ? t`La inicial debe ser menor que el precio` : calculator.problem ? errorText(i18n, wordFieldProblem('downPayment', calculator.problem)!) : undefined;
  const percent = percentOfPrice(price, calculator.choice?.downPayment ?? bounds.min, plan);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Calcula tu cuota</Trans>
      </h2>
      <div className={styles.layout}>
        <div className={styles.inputs}>
          <p className={styles.price}>
            <span className={styles.term}>
              <Trans>Precio del carro</Trans>
            </span>
            <span className={styles.priceValue}>{money(price)}</span>
          </p>
          {plans.length > 1 ? (
            <ChoiceGroup
              legend={t`Plan de financiamiento`}
              name="financing-plan"
              value={plan.slug}
              onChange={calculator.choosePlan}
              choices={plans.map((each) => {
                const { lender } = each;
                const rate = formatRate(each.annualRate);
                return { value: each.slug, title: each.name, detail: t`${lender} · ${rate} anual` };
              })}
            />
          ) : null}
          <TextField
            label={t`Inicial (RD $)`}
            name="downPayment"
            inputMode="numeric"
            autoComplete="off"
            hint={t`Desde ${least} (${share} % del precio)`}
            error={problem}
            value={calculator.downText}
            onChange={(event) => calculator.typeDownPayment(event.target.value)}
          />
          <Slider
            legend={t`Inicial sobre el precio`}
            value={[percent]}
            min={plan.minDownPaymentPercent}
            max={SLIDER_MAX_PERCENT}
            thumbLabels={[t`Porcentaje de inicial`]}
            format={(value) => `${value} %`}
            onValueChange={([value]) => calculator.slideDownPayment(pesosForPercent(price, value ?? percent))}
          />
          <Select
            label={t`Plazo`}
            name="termMonths"
            value={String(calculator.termMonths)}
            onValueChange={(value) => calculator.chooseTerm(Number(value))}
            options={termsOf(plan).map((months) => ({ value: String(months), label: t`${months} meses` }))}
          />
        </div>
        <LoanFigures calculator={calculator} money={money} />
      </div>
    </section>
  );
}

/** The quote of what is chosen: the monthly payment read out as it changes, then the rest of the loan. */
function LoanFigures({ calculator, money }: { calculator: LoanCalculatorState; money: (amount: number) => string }) {
  const { quote, plan } = calculator;
  const rate = plan ? formatRate(plan.annualRate) : '';
  const payment = quote ? money(quote.monthlyPayment) : '—';
  const months = quote?.termMonths ?? calculator.termMonths;
  return (
    <div className={styles.figures}>
      <p className={styles.payment} aria-live="polite" aria-atomic="true" data-testid="loan-monthly-payment">
        <span className={styles.term}>
          <Trans>Cuota mensual</Trans>
        </span>
        <span className={styles.paymentValue}>{payment}</span>
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Monto a financiar</Trans>
          </dt>
          <dd className={styles.factValue}>{quote ? money(quote.financedAmount) : '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Tasa anual</Trans>
          </dt>
          <dd className={styles.factValue}>{rate}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Plazo</Trans>
          </dt>
          <dd className={styles.factValue}>
            <Trans>{months} meses</Trans>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Costo total</Trans>
          </dt>
          <dd className={styles.factValue}>{quote ? money(quote.totalCost) : '—'}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        <Trans>Aplican restricciones, sujeto a aprobación de crédito.</Trans>
      </p>
    </div>
  );
}
