import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './Inventory.css';

/** Stands where a car of the inventory is loading. */
export function InventoryRowSkeleton() {
  const { t } = useLingui();
  return (
    <output className={styles.row} aria-busy="true" aria-label={t`Cargando coche`}>
      <span className={styles.pick} />
      <Skeleton className={styles.photo} />
      <span className={styles.car}>
        <Skeleton width="70%" height="1.25rem" />
        <Skeleton width="40%" />
      </span>
      <Skeleton width="5rem" className={styles.state} />
      <Skeleton width="6rem" className={styles.price} />
    </output>
  );
}
