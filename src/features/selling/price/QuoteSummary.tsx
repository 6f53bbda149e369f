import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../../../common/money';
import type { SellQuote } from '../../../../machines/sell/sell-values';
import { BASE_CURRENCY } from '../../../lib/currency/display-currency';
import * as styles from './QuoteSummary.css';

// The price the owner types below is in pesos, so the quote beside it is too, whatever currency the header shows.
const pesos = (amount: number) => formatPrice(amount, BASE_CURRENCY);

/** The instant quote: the range, our price highlighted, the market value, selling alone against selling to us. */
export function QuoteSummary({ quote }: { quote: SellQuote }) {
  const { t } = useLingui();
  const min = pesos(quote.suggestedMinPrice);
  const max = pesos(quote.suggestedMaxPrice);
  const outside = pesos(quote.averagePayoutOutside);
  const inside = pesos(quote.averagePayoutInside);
  const count = quote.basedOn;
  return (
    <section className={styles.quote} aria-label={t`Cotización de tu carro`}>
      <div>
        <p className={styles.label}>
          <Trans>Te ofreceríamos entre</Trans>
        </p>
        <p className={styles.range}>
          <Trans>
            {min} y {max}
          </Trans>
        </p>
      </div>
      <div>
        <p className={styles.label}>
          <Trans>Precio sugerido</Trans>
        </p>
        <p className={styles.suggested}>{pesos(quote.suggestedPrice)}</p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.label}>
            <Trans>Valor de mercado</Trans>
          </dt>
          <dd className={styles.fact}>{pesos(quote.marketValue)}</dd>
        </div>
      </dl>
      <p className={styles.text}>
        <Trans>
          Vendiéndolo por tu cuenta recibirías cerca de {outside} después de gastos y tiempo; con nosotros, {inside}.
        </Trans>
      </p>
      <p className={styles.label}>
        {count > 0 ? <Trans>Basado en {count} carros similares</Trans> : <Trans>Estimado a partir de la curva de valor del modelo</Trans>}
      </p>
    </section>
  );
}
