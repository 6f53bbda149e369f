import { useLingui } from '@lingui/react/macro';
import { CarCard, type CardAction } from './card/CarCard';
import type { CardCar } from './card/car-card-data';
import { CarCardSkeleton } from './card/CarCardSkeleton';
import * as styles from './CarRow.css';

/** A horizontal row of cards that scrolls sideways on narrow screens. */
type CarRowProps = { cars: readonly CardCar[] | undefined; placeholders: number; label: string; cardAction?: CardAction };

export function CarRow({ cars, placeholders, label, cardAction }: CarRowProps) {
  const { t } = useLingui();
  return (
    <ul className={styles.row} aria-label={label} aria-busy={cars ? undefined : true}>
      {cars
        ? cars.map((car) => (
            <li key={car.id} className={styles.item}>
              <CarCard car={car} action={cardAction?.(car)} />
            </li>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className={styles.item} aria-label={t`Cargando carros`}>
              <CarCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
