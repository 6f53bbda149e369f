import { usePreload } from '../../../hooks/preload';
import { lazyNamed } from '../../../ui/deferPopup';
import type { FavouriteCar } from '../api/favourites-query';

// A row's cars arrive after the first paint (CarRow), so the heart on their cards need not be part
// of the page's first download: its code comes while the cars load, and the row's skeleton stands
// until both are there.
const loadFavouriteHeart = () => import('./FavouriteHeart');
const FavouriteHeart = lazyNamed(loadFavouriteHeart, 'FavouriteHeart');

const rowHeart = (car: FavouriteCar) => <FavouriteHeart car={car} />;

/** The card action of a row of cards (home, request-a-car): the heart, fetched once the page is there. */
export function useRowHeart() {
  usePreload(loadFavouriteHeart);
  return rowHeart;
}
