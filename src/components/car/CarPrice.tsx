import { Trans } from '@lingui/react/macro';
import { useDisplayMoney } from '../../hooks/display-currency';
import { downPayment, INSTALLMENTS, isSold, originalPrice } from '../../lib/cars/card-prices';
import { cx } from '../../ui/classNames';
import type { CarSummary } from './car-summary';
import * as styles from './CarPrice.css';

/**
 * The price (the original struck through under an offer); a sold car says so instead. With
 * `withFinancing`, the catalogue's teaser follows: down payment, instalments, the fine print.
 */
export function CarPrice({ car, withFinancing = false }: { car: CarSummary; withFinancing?: boolean }) {
  const money = useDisplayMoney();
  if (isSold(car)) {
    return (
      <p className={styles.sold}>
        <Trans>Vendido</Trans>
      </p>
    );
  }
  const before = originalPrice(car);
  const monthly = car.priceInfo?.monthlyPrice;
  const previousPrice = before ? money(before) : '';
  const monthlyPayment = monthly ? money(monthly) : '';
  const installments = INSTALLMENTS;
  const price = (
    <p className={styles.priceBlock}>
      {before ? (
        <s className={styles.was}>
          <Trans>Antes {previousPrice}</Trans>
        </s>
      ) : null}
      <span className={cx(styles.price, before ? styles.offerPrice : undefined)}>{money(car.listingPrice)}</span>
    </p>
  );
  if (!withFinancing) return price;
  return (
    <>
      {price}
      <dl className={styles.finance}>
        <div>
          <dt className={styles.financeTerm}>
            <Trans>Inicial (30%)</Trans>
          </dt>
          <dd className={styles.financeValue}>{money(downPayment(car))}</dd>
        </div>
        {monthly ? (
          <div className={styles.financeEnd}>
            <dt className={styles.financeTerm}>
              <Trans>{installments} cuotas de</Trans>
            </dt>
            <dd className={styles.financeValue}>
              <Trans>{monthlyPayment}/mes</Trans>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.fineprint}>
        <Trans>Aplican restricciones, sujeto a aprobación de crédito</Trans>
      </p>
    </>
  );
}
