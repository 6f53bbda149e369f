import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { usePreload } from '../../../hooks/preload';
import { HeartFilledIcon, HeartIcon } from '../../../ui/icons/interfaceIcons';
import { IconButton } from '../../../ui/IconButton';
import { type FavouriteCar, isFavourite } from '../api/favourites-query';
import { useFavourites } from '../api/useFavourites';
import * as styles from './FavouriteHeart.css';

// Fetched as the heart mounts, so it is there by the time a finger reaches it.
const loadPress = () => import('./press-heart');

/** The heart on a car card or the car page: pressed when the car is among the visitor's favourites. */
export function FavouriteHeart({ car, size = 'md' }: { car: FavouriteCar; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { signedIn, favourites } = useFavourites();
  usePreload(loadPress);
  const pressed = isFavourite(favourites, car.id);
  const onClick = () => void loadPress().then(({ pressHeart }) => pressHeart(queryClient, { car, add: !pressed, signedIn }));
  const Icon = pressed ? HeartFilledIcon : HeartIcon;
  return (
    <IconButton
      label={pressed ? t`Quitar de favoritos` : t`Agregar a favoritos`}
      aria-pressed={pressed}
      size={size}
      className={styles.heart({ pressed })}
      onClick={onClick}
    >
      <Icon />
    </IconButton>
  );
}
