import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { bulkPrice } from '../api/ops-actors';
import { refetchInventory } from '../api/inventory-query';
import { BulkPricePanel } from './BulkPricePanel';
import { InventoryFilters, type InventoryFilterValue } from './InventoryFilters';
import { InventoryList } from './InventoryList';
import * as styles from './Inventory.css';

type Props = InventoryFilterValue & { onFilterChange: (next: InventoryFilterValue) => void };

/** /ops/inventory: every car of every status, searched and filtered, each with its status and price changes, and prices changed in bulk. */
export function InventoryPage({ status, search, onFilterChange }: Props) {
  const { t } = useLingui();
  const title = t`Inventario`;
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const bulk = useActorRef(bulkPrice.provide({ actions: { pricesChanged: () => void refetchInventory(queryClient) } }), { inspect });
  return (
    <section aria-labelledby="ops-inventory-title" className={styles.list}>
      <h2 id="ops-inventory-title">{title}</h2>
      <InventoryFilters status={status} search={search} onChange={onFilterChange} />
      <BulkPricePanel bulk={bulk} />
      <InventoryList filter={{ status, search }} bulk={bulk} />
    </section>
  );
}
