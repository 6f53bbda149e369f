import { Skeleton } from '../../../ui/Skeleton';
import * as photoStyles from '../../../components/car/CarPhoto.css';
import * as styles from './CarCard.css';

/**
 * The card's outline while its data loads; the grid around it carries aria-busy. Its lines have the
 * heights of a card's (title, mileage and city, price, the financing terms, the credit note, as
 * measured at 1280 and 390 px), so the page below does not jump when the cards arrive; a card whose
 * city or earlier price takes a second line is still taller.
 */
export function CarCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={photoStyles.media}>
        <Skeleton height="100%" radius="sm" />
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height="1.1875rem" />
        <Skeleton width="45%" height="1.3125rem" />
        <Skeleton width="55%" height="1.5rem" />
        <Skeleton height="3rem" />
        <Skeleton width="80%" height="1.8125rem" />
      </div>
    </div>
  );
}
