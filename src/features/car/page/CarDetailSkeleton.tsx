import { Container } from '../../../ui/Container';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './CarDetailPage.css';

/** Holds the page's shape while a slow connection brings the car, so nothing jumps when it lands. */
export function CarDetailSkeleton() {
  return (
    <div aria-busy="true">
      <Container className={styles.page}>
      <div className={styles.top}>
        <div className={styles.gallery}>
          <Skeleton height="auto" radius="lg" className={styles.galleryPlaceholder} />
        </div>
        <div className={styles.aside}>
          <Skeleton width="40%" />
          <Skeleton width="80%" height="2.5rem" />
          <Skeleton width="60%" />
          <Skeleton height="20rem" radius="lg" />
        </div>
      </div>
      </Container>
    </div>
  );
}
