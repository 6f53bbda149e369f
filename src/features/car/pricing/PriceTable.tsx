import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDiscount, formatPrice, type CurrencyRate } from '../../../../common/money';
import { cx } from '../../../ui/classNames';
import type { PriceBreakdown, PriceLineKind } from './price-breakdown';
import * as styles from './PricingCard.css';

const LINE_LABELS: Record<PriceLineKind, MessageDescriptor> = {
  listPrice: msg`Precio de lista`,
  discount: msg`Descuento`,
  offerPrice: msg`Precio de oferta`,
  serviceFee: msg`Cargo por servicio`,
  licensePlate: msg`Placa`,
  transfer: msg`Traspaso`,
  warranty: msg`Plan de garantía`,
};

/** SPEC §3's price breakdown as a table, so each line reads as "label, amount" to a screen reader. */
export function PriceTable({ breakdown, currency }: { breakdown: PriceBreakdown; currency: CurrencyRate }) {
  const { t } = useLingui();
  const { offerLabel } = breakdown;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Trans>Desglose del precio</Trans>
      </caption>
      <tbody>
        {breakdown.lines.map(({ kind, amount }) => (
          <tr key={kind} className={styles.row}>
            <th scope="row" className={styles.label}>
              {kind === 'discount' && offerLabel ? t`Descuento (${offerLabel})` : t(LINE_LABELS[kind])}
            </th>
            <td className={cx(styles.amount, kind === 'discount' && styles.discount)}>
              {amount < 0 ? formatDiscount(amount, currency) : formatPrice(amount, currency)}
            </td>
          </tr>
        ))}
        <tr className={styles.totalRow}>
          <th scope="row" className={cx(styles.label, styles.totalRow)}>
            <Trans>Total</Trans>
          </th>
          <td className={styles.amount}>{formatPrice(breakdown.total, currency)}</td>
        </tr>
      </tbody>
    </table>
  );
}
