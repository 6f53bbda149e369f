import type { ReactNode } from 'react';
import { discountPercent } from '../../lib/cars/card-prices';
import { cx } from '../../ui/classNames';
import type { CarSummary } from './car-summary';
import { CarTags } from './CarTags';
import * as styles from './CarPhoto.css';

export type CarPhotoProps = {
  car: CarSummary;
  /** Widths of the main picture for a responsive card; without them the photo is `mainPicture` alone. */
  srcSet?: string;
  sizes?: string;
  /** Photos in the first rows load at once; the rest wait until scrolled near. */
  priority?: boolean;
  /** A control over the photo's corner, e.g. the favourite heart. */
  action?: ReactNode;
  className?: string;
};

/** A card's photo with its tags, the discount circle under an offer, and an optional corner control. */
export function CarPhoto({ car, srcSet, sizes, priority = false, action, className }: CarPhotoProps) {
  const discount = discountPercent(car);
  return (
    <div className={cx(styles.media, className)}>
      <img
        className={styles.image}
        src={car.mainPicture}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={214}
        height={135}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <CarTags car={car} className={styles.tags} />
      {discount ? <span className={styles.discount}>{`-${discount}%`}</span> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
