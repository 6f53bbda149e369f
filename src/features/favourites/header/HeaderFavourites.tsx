import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Dialog, DialogTrigger } from '../../../ui/Dialog';
import { HeartIcon } from '../../../ui/icons/interfaceIcons';
import { IconButton } from '../../../ui/IconButton';
import { Tooltip } from '../../../ui/Tooltip';
import { completePendingFavourite } from '../api/complete-pending-favourite';
import { useFavourites } from '../api/useFavourites';
import { FavouritesModal } from '../modal/FavouritesModal';
import * as styles from './HeaderFavourites.css';

/**
 * SPEC §2 header heart: only for a signed-in user, with the count and a tooltip; opens the
 * favourites modal. Mounted on every page, it also finishes a favourite started before sign-in.
 */
export function HeaderFavourites() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { signedIn, favourites } = useFavourites();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (signedIn) void completePendingFavourite(queryClient);
  }, [signedIn, queryClient]);
  if (!signedIn) return null;
  const count = favourites?.cars.count ?? 0;
  const label = t`Favoritos (${count})`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Tooltip content={t`Tus carros favoritos`}>
        <DialogTrigger asChild>
          <IconButton label={label} className={styles.trigger}>
            <HeartIcon />
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          </IconButton>
        </DialogTrigger>
      </Tooltip>
      {open ? <FavouritesModal favourites={favourites} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
