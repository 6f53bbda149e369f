import { useLingui } from '@lingui/react/macro';
import { CarCard } from './card/CarCard';
import type { CardCar } from './card/car-card-data';
import { CarCardSkeleton } from './card/CarCardSkeleton';
import * as styles from './CarRow.css';

/** A horizontal row of cards that scrolls sideways on narrow screens. */
export function CarRow({ cars, placeholders, label }: { cars: readonly CardCar[] | undefined; placeholders: number; label: string }) {
  const { t } = useLingui();
  return (
    <ul className={styles.row} aria-label={label} aria-busy={cars ? undefined : true}>
      {cars
        ? cars.map((car) => (
            <li key={car.id} className={styles.item}>
              <CarCard car={car} />
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
