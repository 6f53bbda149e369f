import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { Button } from '../../../ui/Button';
import { type LeadsFilter, leadsQueryOptions } from '../api/leads-query';
import { LeadRow } from './LeadRow';
import { LeadRowSkeleton } from './LeadRowSkeleton';
import * as styles from './Leads.css';

const PLACEHOLDERS = 3;

/** The leads of the filter, newest first: skeletons while loading, an empty state, the problem with a retry, and "load more". */
export function LeadsList({ filter }: { filter: LeadsFilter }) {
  const { t } = useLingui();
  const inbox = useInfiniteQuery(leadsQueryOptions(filter));
  if (inbox.isError) return <FailedLoad what={t`No pudimos cargar los contactos`} error={inbox.error} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />;
  const pages = inbox.data?.pages;
  const leads = pages?.flatMap((page) => page.leads) ?? [];
  if (pages && leads.length === 0)
    return <p className={styles.empty}>{filter.kind || filter.status ? <Trans>Ningún contacto coincide con el filtro.</Trans> : <Trans>Aún no hay contactos.</Trans>}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t`Contactos recibidos`} aria-busy={pages ? undefined : true}>
        {pages
          ? leads.map((lead) => (
              <li key={lead.id}>
                <LeadRow lead={lead} />
              </li>
            ))
          : Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index}>
                <LeadRowSkeleton />
              </li>
            ))}
      </ul>
      {inbox.hasNextPage ? (
        <Button variant="secondary" className={styles.more} loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          <Trans>Cargar más</Trans>
        </Button>
      ) : null}
    </>
  );
}
