import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../../../common/money';
import { priceBreakdown } from '../../../../common/price-breakdown';
import { Skeleton } from '../../../ui/Skeleton';
import type { CarDetail } from '../api/car-query';
import * as section from '../page/section.css';
import { downPayment } from './price-breakdown';
import { PriceTable } from './PriceTable';
import * as styles from './PricingCard.css';
import { useDisplayCurrency } from '../../../hooks/display-currency';
import { isSold, originalPrice } from '../../../lib/cars/card-prices';
import { localText } from '../../../lib/i18n/local-text';

/** Price, breakdown and financing, in the currency the visitor chose. A sold car shows none of it. */
export function PricingCard({ car }: { car: CarDetail }) {
  const currency = useDisplayCurrency();
  const { i18n } = useLingui();
  if (isSold(car)) return null;
  const breakdown = priceBreakdown(car);
  const { hasOffer, label, labelTranslations } = car.offerData;
  const offerLabel = hasOffer && label ? localText(labelTranslations, label, i18n.locale) : null;
  const before = originalPrice(car);
  return (
    <section className={section.card} aria-labelledby="car-pricing-title" aria-busy={!currency}>
      <h2 id="car-pricing-title" className={section.title}>
        <Trans>Precio</Trans>
      </h2>
      {currency ? (
        <>
          <p className={styles.headline}>
            {before ? (
              <s className={styles.struck}>{formatPrice(before, currency)}</s>
            ) : null}
            <span className={styles.price} data-testid="car-price">
              {formatPrice(car.listingPrice, currency)}
            </span>
          </p>
          <div className={styles.finance}>
            <p>
              <Trans>Inicial (30 %)</Trans>
              <span className={styles.financeValue}>{formatPrice(downPayment(car.listingPrice), currency)}</span>
            </p>
            {car.priceInfo.monthlyPrice ? (
              <p>
                <Trans>Cuota mensual desde</Trans>
                <span className={styles.financeValue}>{formatPrice(car.priceInfo.monthlyPrice, currency)}</span>
              </p>
            ) : null}
          </div>
          <p className={styles.note}>
            <Trans>Aplican restricciones, sujeto a aprobación de crédito.</Trans>
          </p>
          <PriceTable breakdown={breakdown} currency={currency} offerLabel={offerLabel} />
        </>
      ) : (
        <Skeleton height="12rem" radius="md" />
      )}
      <p className={styles.note}>
        <Trans>El total suma los cargos del desglose (placa, traspaso y plan de garantía incluidos); no incluye impuestos.</Trans>
      </p>
    </section>
  );
}
