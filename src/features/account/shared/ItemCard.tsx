import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as cardStyles from './AccountCard.css';
import * as styles from './ItemCard.css';

export type ItemCar = { slug: string; title: string; mainPicture: string };

type Props = {
  car: ItemCar;
  /** The status tag beside the title. */
  badge: ReactNode;
  /** The facts, then the actions or the question. */
  children: ReactNode;
};

/** An account card about one car (a test drive, a purchase): its picture, its title linking to its page, a status. */
export function ItemCard({ car, badge, children }: Props) {
  return (
    <article className={`${cardStyles.card} ${styles.layout}`} aria-label={car.title}>
      <img className={styles.photo} src={car.mainPicture} width={214} height={135} alt="" loading="lazy" decoding="async" />
      <div className={styles.body}>
        <div className={cardStyles.heading}>
          <h3 className={cardStyles.title}>
            <Link to="/car/$slug" params={{ slug: car.slug }} className={styles.carLink}>
              {car.title}
            </Link>
          </h3>
          {badge}
        </div>
        {children}
      </div>
    </article>
  );
}
