import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../../ui/Skeleton';
import * as styles from '../../shared/AccountCard.css';

/** Stands where a car request card is loading. */
export function CarRequestCardSkeleton() {
  const { t } = useLingui();
  return (
    <output className={styles.card} aria-busy="true" aria-label={t`Cargando solicitud`}>
      <Skeleton width="50%" height="1.25rem" />
      <Skeleton width="90%" />
      <Skeleton width="40%" />
    </output>
  );
}
