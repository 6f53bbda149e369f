import { useLingui } from '@lingui/react/macro';
import type { FavouriteCar } from '../api/favourites-query';
import { FavouriteCard } from '../card/FavouriteCard';
import { FavouriteCardSkeleton } from '../card/FavouriteCardSkeleton';
import * as styles from './FavouriteList.css';

const PLACEHOLDERS = 3;

/** The favourite cards, or skeletons while the list loads; the modal and the account page share it. */
export function FavouriteList({ cars, onNavigate }: { cars: readonly FavouriteCar[] | undefined; onNavigate?: () => void }) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`Tus carros favoritos`} aria-busy={cars ? undefined : true}>
      {cars
        ? cars.map((car) => (
            <li key={car.id}>
              <FavouriteCard car={car} onNavigate={onNavigate} />
            </li>
          ))
        : Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <FavouriteCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
