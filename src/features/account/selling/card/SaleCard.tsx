import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { isEditableSellStatus } from '../../../../../common/sell-request-editable';
import { USER_SELLING_EDIT } from '../../../../lib/routes';
import { inspect } from '../../../../lib/inspector';
import { useDisplayMoney } from '../../../../hooks/display-currency';
import { ConfirmQuestion } from '../../../../components/feedback/ConfirmQuestion';
import { Badge, type BadgeProps } from '../../../../ui/Badge';
import { Button, buttonClassName } from '../../../../ui/Button';
import { refetchSales, type Sale } from '../api/sales-query';
import { sellRequestRemoval } from '../api/selling-actors';
import * as cardStyles from '../../shared/AccountCard.css';
import * as styles from './SaleCard.css';
import { SaleCardSkeleton } from './SaleCardSkeleton';
import { SaleFacts } from './SaleFacts';
import { useOfferAnswer } from './use-offer-answer';
import { STATUS_WORDS } from './sale-words';

const STATUS_TONES: Record<string, BadgeProps['tone']> = { REQUESTED: 'info', PENDING: 'offer', APPROVED: 'certified', SOLD: 'certified' };

/**
 * SPEC §3 Sale card; a sale in progress can be cancelled, any sale deleted, each after a question
 * (SPEC §4); our offer, while it waits, is accepted or rejected here, after a question too.
 */
export function SaleCard({ sale }: { sale: Sale }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const removal = useActorRef(sellRequestRemoval, { input: { id: sale.id, inProgress: sale.tab === 'IN_PROGRESS' }, inspect });
  const asking = useSelector(removal, (snapshot) => (snapshot.matches('confirmingCancel') ? 'cancel' : snapshot.matches('confirmingDelete') ? 'delete' : null));
  const busy = useSelector(removal, (snapshot) => (snapshot.matches('cancelling') ? 'cancel' : snapshot.matches('deleting') ? 'delete' : null));
  const cancellable = useSelector(removal, (snapshot) => snapshot.can({ type: 'cancel.request' }));
  const removed = useSelector(removal, (snapshot) => snapshot.status === 'done');
  const offer = useOfferAnswer(sale);
  const money = useDisplayMoney();
  const changed = removed || offer.answered;
  // SPEC §4: after a change the list is fetched again, which moves or drops this card.
  useEffect(() => {
    if (changed) void refetchSales(queryClient);
  }, [changed, queryClient]);
  const title = `${sale.car.brand.name} ${sale.car.model.name} ${sale.car.year}`;
  const offerAmount = money(sale.offer ?? 0);
  if (busy) return <SaleCardSkeleton label={busy === 'cancel' ? t`Cancelando la venta de ${title}` : t`Eliminando la venta de ${title}`} />;
  if (offer.busy) return <SaleCardSkeleton label={t`Enviando tu respuesta a la oferta por ${title}`} />;
  if (removed) return null;
  const status = STATUS_WORDS[sale.status];
  return (
    <article className={cardStyles.card} aria-label={title}>
      <div className={cardStyles.heading}>
        <div>
          <h3 className={cardStyles.title}>{title}</h3>
          <p className={styles.trim}>{sale.car.trim?.name ?? <Trans>Versión no indicada</Trans>}</p>
        </div>
        <Badge tone={STATUS_TONES[sale.status] ?? 'neutral'}>{status ? i18n._(status) : sale.status}</Badge>
      </div>
      <SaleFacts sale={sale} />
      {asking ? (
        <ConfirmQuestion
          label={title}
          question={asking === 'cancel' ? <Trans>¿Cancelar esta venta? La inspección se libera.</Trans> : <Trans>¿Eliminar esta solicitud? No podrás recuperarla.</Trans>}
          confirmLabel={asking === 'cancel' ? <Trans>Sí, cancelar</Trans> : <Trans>Sí, eliminar</Trans>}
          onConfirm={() => removal.send({ type: 'removal.confirm' })}
          onDeny={() => removal.send({ type: 'removal.deny' })}
        />
      ) : offer.asking ? (
        <ConfirmQuestion
          label={title}
          question={
            offer.asking === 'accept' ? (
              <Trans>¿Aceptar nuestra oferta de {offerAmount}? Te llamaremos para acordar la entrega y el pago.</Trans>
            ) : (
              <Trans>¿Rechazar la oferta de {offerAmount}? La venta se cierra.</Trans>
            )
          }
          confirmLabel={offer.asking === 'accept' ? <Trans>Sí, aceptar</Trans> : <Trans>Sí, rechazar</Trans>}
          denyLabel={<Trans>No, volver</Trans>}
          onConfirm={() => offer.actor.send({ type: 'answer.confirm' })}
          onDeny={() => offer.actor.send({ type: 'answer.deny' })}
        />
      ) : (
        <div className={cardStyles.actions}>
          {offer.answerable ? (
            <>
              <Button size="sm" variant="primary" onClick={() => offer.actor.send({ type: 'offer.accept' })}>
                <Trans>Aceptar oferta</Trans>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => offer.actor.send({ type: 'offer.reject' })}>
                <Trans>Rechazar oferta</Trans>
              </Button>
            </>
          ) : null}
          {isEditableSellStatus(sale.status) ? (
            <Link to={USER_SELLING_EDIT} params={{ id: sale.id }} className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-label={t`Editar la venta de ${title}`}>
              <Trans>Editar</Trans>
            </Link>
          ) : null}
          {cancellable ? (
            <Button size="sm" variant="secondary" onClick={() => removal.send({ type: 'cancel.request' })}>
              <Trans>Cancelar venta</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => removal.send({ type: 'delete.request' })}>
            <Trans>Eliminar</Trans>
          </Button>
        </div>
      )}
    </article>
  );
}
