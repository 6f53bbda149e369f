import { Trans, useLingui } from '@lingui/react/macro';
import { localTime } from '../../../../lib/local-time';
import type { Purchase } from '../api/purchases-query';
import * as styles from '../../shared/AccountCard.css';
import { CardFact } from '../../shared/CardFact';
import { DepositFact } from './DepositFact';
import { heldUntil, METHOD_WORDS } from './purchase-words';

/** SPEC §3 Purchase card: how the car is paid, the deposit, and until when a reservation holds the car. */
export function PurchaseFacts({ purchase }: { purchase: Purchase }) {
  const { i18n } = useLingui();
  const method = METHOD_WORDS[purchase.method];
  const until = heldUntil(purchase);
  const expiry = until ? localTime(until, i18n.locale, { dateStyle: 'long', timeStyle: 'short' }) : '';
  return (
    <dl className={styles.facts}>
      <CardFact term={<Trans>Forma de pago</Trans>}>
        {method ? i18n._(method) : purchase.method}
        {until ? (
          <span className={styles.note}>
            <Trans>Reservado hasta {expiry}</Trans>
          </span>
        ) : null}
      </CardFact>
      {purchase.deposit ? <DepositFact deposit={purchase.deposit} /> : null}
    </dl>
  );
}
