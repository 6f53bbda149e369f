import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './QueueCard.css';

/** Stands where a request of the queue is loading. */
export function QueueCardSkeleton() {
  const { t } = useLingui();
  return (
    <output className={styles.card} aria-busy="true" aria-label={t`Cargando solicitud`}>
      <Skeleton width="55%" height="1.25rem" />
      <Skeleton width="30%" />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
    </output>
  );
}
