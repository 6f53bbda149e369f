import { Trans } from '@lingui/react/macro';
import type { Purchase } from '../api/purchases-query';
import * as styles from '../../shared/AccountCard.css';
import { CardFact } from '../../shared/CardFact';
import { depositAmount, depositCard } from './purchase-words';

type Deposit = NonNullable<Purchase['deposit']>;

/** What became of the deposit, with its amount; an unknown state shows the amount alone. */
function DepositState({ status, amount }: { status: Deposit['status']; amount: string }) {
  switch (status) {
    case 'PENDING':
      return <Trans>{amount}, cobro pendiente</Trans>;
    case 'HELD':
      return <Trans>{amount} retenido, reembolsable</Trans>;
    case 'REFUNDED':
      return <Trans>{amount} reembolsado</Trans>;
    case 'APPLIED':
      return <Trans>{amount} aplicado a la compra</Trans>;
    default:
      return amount;
  }
}

/** The refundable deposit (SPEC §9: US$75): what became of it, and the card it was charged to. */
export function DepositFact({ deposit }: { deposit: Deposit }) {
  const card = depositCard(deposit);
  return (
    <CardFact term={<Trans>Depósito</Trans>}>
      <DepositState status={deposit.status} amount={depositAmount(deposit)} />
      {card ? <span className={styles.note}>{card}</span> : null}
    </CardFact>
  );
}
