import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '../../../../ui/Badge';
import { ItemCard } from '../../shared/ItemCard';
import { ItemCardSkeleton } from '../../shared/ItemCardSkeleton';
import { ItemControls } from '../../shared/ItemControls';
import { useAccountItem } from '../../shared/useAccountItem';
import { purchaseActions } from '../api/purchase-actors';
import { type Purchase, refetchPurchases } from '../api/purchases-query';
import { PurchaseFacts } from './PurchaseFacts';
import { purchaseStanding } from './purchase-tabs';
import { refundOnCancel, STATUS_WORDS } from './purchase-words';

const STATUS_TONES: Record<string, BadgeProps['tone']> = { RESERVED: 'offer', IN_PROGRESS: 'info', COMPLETED: 'certified' };

/** SPEC §3 Purchase card; an open purchase can be cancelled, any deleted to the archive and restored from it (SPEC §4). */
export function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const { t, i18n } = useLingui();
  const standing = purchaseStanding(purchase);
  const actions = useAccountItem(purchaseActions, { id: purchase.id, standing }, refetchPurchases);
  const title = purchase.car.title;
  if (actions.busy === 'cancel') return <ItemCardSkeleton label={t`Cancelando la compra de ${title}`} />;
  if (actions.busy === 'delete') return <ItemCardSkeleton label={t`Eliminando la compra de ${title}`} />;
  if (actions.busy === 'restore') return <ItemCardSkeleton label={t`Restaurando la compra de ${title}`} />;
  if (actions.changed) return null;
  const status = STATUS_WORDS[purchase.status];
  const refund = refundOnCancel(purchase);
  return (
    <ItemCard car={purchase.car} badge={<Badge tone={STATUS_TONES[purchase.status] ?? 'neutral'}>{status ? i18n._(status) : purchase.status}</Badge>}>
      <PurchaseFacts purchase={purchase} />
      <ItemControls
        item={actions}
        title={title}
        words={{
          cancel: <Trans>Cancelar compra</Trans>,
          cancelQuestion: refund ? <Trans>¿Cancelar esta compra? El carro se libera y te reembolsamos el depósito de {refund}.</Trans> : <Trans>¿Cancelar esta compra?</Trans>,
          deleteQuestion:
            standing !== 'open' ? (
              <Trans>¿Eliminar esta compra? Pasa al archivo, de donde puedes restaurarla.</Trans>
            ) : refund ? (
              <Trans>¿Eliminar esta compra? Se cancela, te reembolsamos el depósito de {refund} y pasa al archivo.</Trans>
            ) : (
              <Trans>¿Eliminar esta compra? Se cancela y pasa al archivo, de donde puedes restaurarla.</Trans>
            ),
        }}
      />
    </ItemCard>
  );
}
