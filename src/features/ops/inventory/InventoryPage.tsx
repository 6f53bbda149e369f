import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { OPS_NEW_CAR } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
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
      <div className={styles.heading}>
        <h2 id="ops-inventory-title">{title}</h2>
        <Link to={OPS_NEW_CAR} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Nuevo auto</Trans>
        </Link>
      </div>
      <InventoryFilters status={status} search={search} onChange={onFilterChange} />
      <BulkPricePanel bulk={bulk} />
      <InventoryList filter={{ status, search }} bulk={bulk} />
    </section>
  );
}
