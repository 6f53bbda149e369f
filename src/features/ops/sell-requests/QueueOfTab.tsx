import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { queueQueryOptions } from '../api/queue-query';
import { QueueCard } from './QueueCard';
import { QueueCardSkeleton } from './QueueCardSkeleton';
import * as styles from './QueueCard.css';
import type { QueueTab } from './queue-tabs';

const PLACEHOLDERS = 2;

/** One tab: its requests, skeletons while loading, an empty state, or the problem with a retry. */
export function QueueOfTab({ tab, label }: { tab: QueueTab; label: string }) {
  const { t } = useLingui();
  const queue = useQuery(queueQueryOptions(tab));
  if (queue.isError) return <FailedLoad what={t`No pudimos cargar las solicitudes`} error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  if (queue.data?.length === 0) return <EmptyQueue tab={tab} />;
  return (
    <ul className={styles.list} aria-label={label} aria-busy={queue.data ? undefined : true}>
      {queue.data
        ? queue.data.map((request) => (
            <li key={request.id}>
              <QueueCard request={request} />
            </li>
          ))
        : Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <QueueCardSkeleton />
            </li>
          ))}
    </ul>
  );
}

function EmptyQueue({ tab }: { tab: QueueTab }) {
  return (
    <p className={styles.empty}>
      {tab === 'requested' ? (
        <Trans>No hay solicitudes esperando oferta.</Trans>
      ) : tab === 'pending' ? (
        <Trans>No hay ofertas esperando respuesta del vendedor.</Trans>
      ) : tab === 'approved' ? (
        <Trans>No hay ofertas aceptadas esperando pasar al inventario.</Trans>
      ) : (
        <Trans>Aún no hay solicitudes de venta.</Trans>
      )}
    </p>
  );
}
