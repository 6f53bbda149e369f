import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../../ui/Skeleton';
import * as styles from '../../shared/AccountCard.css';

/** Stands where a sale card is loading, or being cancelled or deleted. */
export function SaleCardSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <output className={styles.card} aria-busy="true" aria-label={label ?? t`Cargando venta`}>
      <Skeleton width="60%" height="1.25rem" />
      <Skeleton width="35%" />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
    </output>
  );
}
