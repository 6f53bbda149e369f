import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CARD_PHOTO_SIZES } from '../../../../common/car-pictures';
import { CarMileageAndCity } from '../../../components/car/CarMileageAndCity';
import { CarPhoto } from '../../../components/car/CarPhoto';
import { CarPrice } from '../../../components/car/CarPrice';
import { pictureSources, type CardCar } from './car-card-data';
import * as styles from './CarCard.css';

export type CarCardProps = {
  car: CardCar;
  /** Cards in the first rows load their photo at once; the rest wait until scrolled near. */
  priority?: boolean;
  /** A control over the photo's corner, e.g. the favourite heart. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
};

/** Builds a card's `action` from its car; routes pass one in (e.g. the favourites heart). */
export type CardAction = (car: CardCar) => ReactNode;

/** The catalogue's card: the whole card links to the car; price with the financing teaser. */
export function CarCard({ car, priority = false, action, headingLevel = 3 }: CarCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { srcSet } = pictureSources(car);
  return (
    <article className={styles.card}>
      <CarPhoto car={car} srcSet={srcSet} sizes={CARD_PHOTO_SIZES} priority={priority} action={action} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to="/car/$slug" params={{ slug: car.slug }} className={styles.link}>
            {car.title}
          </Link>
        </Heading>
        <CarMileageAndCity car={car} />
        <CarPrice car={car} withFinancing />
      </div>
    </article>
  );
}
