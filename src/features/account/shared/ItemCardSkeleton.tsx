import { Skeleton } from '../../../ui/Skeleton';
import * as cardStyles from './AccountCard.css';
import * as styles from './ItemCard.css';

/** Stands where an account card about a car is loading, or being changed (named by `label`). */
export function ItemCardSkeleton({ label }: { label: string }) {
  return (
    <output className={`${cardStyles.card} ${styles.layout}`} aria-busy="true" aria-label={label}>
      <Skeleton width="100%" height="8.4375rem" radius="md" />
      <span className={styles.body}>
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </span>
    </output>
  );
}
