import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { openSignIn } from '../../../lib/sign-in-request';
import { HeartFilledIcon, HeartIcon } from '../../../ui/icons/interfaceIcons';
import { IconButton } from '../../../ui/IconButton';
import { completePendingFavourite } from '../api/complete-pending-favourite';
import { type FavouriteCar, isFavourite } from '../api/favourites-query';
import { rememberPendingFavourite } from '../api/pending-favourite';
import { useFavourites } from '../api/useFavourites';
import * as styles from './FavouriteHeart.css';
import { useToggleFavourite } from './useToggleFavourite';

/**
 * The heart on a car card or the car page. A visitor is asked to sign in first; the car waits in
 * sessionStorage and is saved once signed in (see complete-pending-favourite.ts).
 */
export function FavouriteHeart({ car, size = 'md' }: { car: FavouriteCar; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { signedIn, favourites } = useFavourites();
  const toggle = useToggleFavourite();
  const pressed = isFavourite(favourites, car.id);
  const onClick = () => {
    if (!signedIn) {
      rememberPendingFavourite(car.id);
      openSignIn({ afterSignIn: () => completePendingFavourite(queryClient) });
      return;
    }
    toggle.mutate({ car, add: !pressed });
  };
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
