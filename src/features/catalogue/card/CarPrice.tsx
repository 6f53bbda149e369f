import { Trans } from '@lingui/react/macro';
import { cx } from '../../../ui/classNames';
import { downPayment, INSTALLMENTS, isSold, originalPrice, type CardCar } from './car-card-data';
import * as styles from './CarPrice.css';
import { useDisplayMoney } from '../../../hooks/display-currency';

/** Price (struck-through original under an offer) and the financing teaser; a sold car says so instead. */
export function CarPrice({ car }: { car: CardCar }) {
  const money = useDisplayMoney();
  if (isSold(car)) {
    return (
      <p className={styles.sold}>
        <Trans>Vendido</Trans>
      </p>
    );
  }
  const before = originalPrice(car);
  const monthly = car.priceInfo.monthlyPrice;
  const previousPrice = before ? money(before) : '';
  const monthlyPayment = monthly ? money(monthly) : '';
  const installments = INSTALLMENTS;
  return (
    <>
      <p className={styles.priceBlock}>
        {before ? (
          <s className={styles.was}>
            <Trans>Antes {previousPrice}</Trans>
          </s>
        ) : null}
        <span className={cx(styles.price, before ? styles.offerPrice : undefined)}>{money(car.listingPrice)}</span>
      </p>
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
