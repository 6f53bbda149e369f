import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { usePreload } from '../../hooks/preload';
import { lazyNamed } from '../../ui/deferPopup';
import type { CardAction } from './card/CarCard';
import type { CardCar } from './card/car-card-data';
import { CarCardSkeleton } from './card/CarCardSkeleton';
import * as styles from './CarRow.css';

// A row's cars arrive after the first paint (no first screen carries them), so the cards' code
// (photo, price, tags) is fetched while they load instead of with the page.
const loadCarCard = () => import('./card/CarCard');
const CarCard = lazyNamed(loadCarCard, 'CarCard');

/** A horizontal row of cards that scrolls sideways on narrow screens. */
type CarRowProps = { cars: readonly CardCar[] | undefined; placeholders: number; label: string; cardAction?: CardAction };

export function CarRow({ cars, placeholders, label, cardAction }: CarRowProps) {
  const { t } = useLingui();
  usePreload(loadCarCard);
  const loading = (
    <ul className={styles.row} aria-label={label} aria-busy>
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={index} className={styles.item} aria-label={t`Cargando carros`}>
          <CarCardSkeleton />
        </li>
      ))}
    </ul>
  );
  if (!cars) return loading;
  return (
    <Suspense fallback={loading}>
      <ul className={styles.row} aria-label={label}>
        {cars.map((car) => (
          <li key={car.id} className={styles.item}>
            <CarCard car={car} action={cardAction?.(car)} />
          </li>
        ))}
      </ul>
    </Suspense>
  );
}
