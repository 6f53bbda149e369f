import { useLingui } from '@lingui/react/macro';
import { CarCard, type CardAction } from '../card/CarCard';
import type { CardCar } from '../card/car-card-data';
import { CarCardSkeleton } from '../card/CarCardSkeleton';
import * as styles from './results.css';

// Two rows on the widest grid: their photos are above the fold and load at once.
const PRIORITY_CARDS = 6;
const SKELETON_CARDS = 9;

/** The cards of one page; skeletons before the first answer, dimmed old cards while the next loads. */
export function CarGrid({ cars, busy, cardAction }: { cars: readonly CardCar[] | undefined; busy: boolean; cardAction?: CardAction }) {
  const { t } = useLingui();
  if (!cars) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t`Cargando carros`}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <CarCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-busy={busy} aria-label={t`Resultados`}>
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard car={car} priority={index < PRIORITY_CARDS} action={cardAction?.(car)} />
        </li>
      ))}
    </ul>
  );
}
