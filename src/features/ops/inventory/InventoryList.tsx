import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import type { bulkPriceMachine } from '../../../../machines/bulk-price/bulk-price.machine';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { Button } from '../../../ui/Button';
import { type InventoryFilter, inventoryQueryOptions } from '../api/inventory-query';
import { InventoryRow } from './InventoryRow';
import { InventoryRowSkeleton } from './InventoryRowSkeleton';
import * as styles from './Inventory.css';

const PLACEHOLDERS = 3;

/** The cars of the filter, newest first: skeletons while loading, an empty state, the problem with a retry, and "load more". */
export function InventoryList({ filter, bulk }: { filter: InventoryFilter; bulk: ActorRefFrom<typeof bulkPriceMachine> }) {
  const { t } = useLingui();
  const inventory = useInfiniteQuery(inventoryQueryOptions(filter));
  if (inventory.isError) return <FailedLoad what={t`No pudimos cargar el inventario`} error={inventory.error} onRetry={() => void inventory.refetch()} retrying={inventory.isFetching} />;
  const pages = inventory.data?.pages;
  const count = pages?.[0]?.count ?? 0;
  const cars = pages?.flatMap((page) => page.cars) ?? [];
  if (pages && count === 0)
    return (
      <p className={styles.empty}>
        {filter.search || filter.status ? <Trans>Ningún coche coincide con la búsqueda.</Trans> : <Trans>Aún no hay coches en el inventario.</Trans>}
      </p>
    );
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {pages ? (count === 1 ? t`1 coche` : t`${count} coches`) : null}
      </p>
      <ul className={styles.list} aria-label={t`Coches del inventario`} aria-busy={pages ? undefined : true}>
        {pages
          ? cars.map((car) => (
              <li key={car.id}>
                <InventoryRow car={car} bulk={bulk} />
              </li>
            ))
          : Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index}>
                <InventoryRowSkeleton />
              </li>
            ))}
      </ul>
      {inventory.hasNextPage ? (
        <Button variant="secondary" className={styles.more} loading={inventory.isFetchingNextPage} onClick={() => void inventory.fetchNextPage()}>
          <Trans>Cargar más</Trans>
        </Button>
      ) : null}
    </>
  );
}
