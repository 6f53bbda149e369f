import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { auditQueryOptions, type AuditFilter } from '../api/audit-query';
import { opsToasts } from '../api/ops-toasts';
import { AuditEntryCard } from './AuditEntryCard';
import * as styles from './Audit.css';

type Props = { filter: AuditFilter; onFilter: (filter: AuditFilter) => void };

/** The entries, newest first, page by page; skeletons while the first page loads, an empty state, or the problem with a retry. */
export function AuditList({ filter, onFilter }: Props) {
  const { t } = useLingui();
  const log = useInfiniteQuery(auditQueryOptions(filter));
  const entries = log.data?.pages.flat();
  if (!entries && log.isError) return <FailedLoad what={t`No pudimos cargar el registro`} error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  if (entries?.length === 0)
    return <p className={styles.empty}>{filter.subjectType || filter.subjectId ? <Trans>Ningún cambio coincide con el filtro.</Trans> : <Trans>Aún no hay cambios registrados.</Trans>}</p>;
  // A page that fails after the first is a refused action, not a broken screen: the console's toaster says it.
  const loadMore = () => void log.fetchNextPage().then((result) => result.isError && opsToasts.show(result.error));
  const count = entries?.length ?? 0;
  return (
    <>
      <ul className={styles.list} aria-label={t`Cambios`} aria-busy={entries ? undefined : true}>
        {entries
          ? entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntryCard entry={entry} onNarrow={onFilter} />
              </li>
            ))
          : [0, 1, 2].map((index) => (
              <li key={index} className={styles.entry}>
                <Skeleton width="45%" height="1.25rem" />
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </li>
            ))}
      </ul>
      <output className={styles.meta}>{entries ? t`Cambios mostrados: ${count}` : null}</output>
      {log.hasNextPage ? (
        <Button variant="secondary" onClick={loadMore} loading={log.isFetchingNextPage} disabled={log.isFetchingNextPage}>
          <Trans>Cargar más</Trans>
        </Button>
      ) : null}
    </>
  );
}
