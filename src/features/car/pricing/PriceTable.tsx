import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyRate } from '../../../../common/money';
import { showBreakdown, type PriceBreakdown, type PriceLineKind } from '../../../../common/price-breakdown';
import { cx } from '../../../ui/classNames';
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

type PriceTableProps = { breakdown: PriceBreakdown; currency: CurrencyRate; offerLabel: string | null };

/** SPEC §3's price breakdown as a table, so each line reads as "label, amount" to a screen reader. */
export function PriceTable({ breakdown, currency, offerLabel }: PriceTableProps) {
  const { t } = useLingui();
  const shown = showBreakdown(breakdown, currency);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Trans>Desglose del precio</Trans>
      </caption>
      <tbody>
        {shown.lines.map(({ kind, text }) => (
          <tr key={kind} className={styles.row}>
            <th scope="row" className={styles.label}>
              {kind === 'discount' && offerLabel ? t`Descuento (${offerLabel})` : t(LINE_LABELS[kind])}
            </th>
            <td className={cx(styles.amount, kind === 'discount' && styles.discount)}>{text}</td>
          </tr>
        ))}
        <tr className={styles.totalRow}>
          <th scope="row" className={cx(styles.label, styles.totalRow)}>
            <Trans>Total</Trans>
          </th>
          <td className={styles.amount}>{shown.total.text}</td>
        </tr>
      </tbody>
    </table>
  );
}
