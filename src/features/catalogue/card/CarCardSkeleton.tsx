import { Skeleton } from '../../../ui/Skeleton';
import * as photoStyles from '../../../components/car/CarPhoto.css';
import * as styles from './CarCard.css';

/** The card's outline while its data loads; the grid around it carries aria-busy. */
export function CarCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={photoStyles.media}>
        <Skeleton height="100%" radius="sm" />
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height="1.25rem" />
        <Skeleton width="45%" />
        <Skeleton width="55%" height="1.75rem" />
        <Skeleton height="2.5rem" />
      </div>
    </div>
  );
}
