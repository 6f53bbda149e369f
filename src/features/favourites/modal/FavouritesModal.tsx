import { useLingui } from '@lingui/react/macro';
import { DialogContent } from '../../../ui/Dialog';
import { HeartFilledIcon } from '../../../ui/icons/interfaceIcons';
import type { Favourites } from '../api/favourites-query';
import { EmptyFavourites } from '../list/EmptyFavourites';
import { FavouriteList } from '../list/FavouriteList';
import { FavouritesBar } from './FavouritesBar';
import * as styles from './FavouritesModal.css';

/** SPEC §9: the bar with clear-all and see-all appears above 5 favourites. */
export const BAR_ABOVE = 5;

/** SPEC §2 favourites modal: top-right, count, title, close, the cards or the empty state. */
export function FavouritesModal({ favourites, onClose }: { favourites: Favourites | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const count = favourites?.cars.count ?? 0;
  return (
    <DialogContent
      placement="topRight"
      size="md"
      title={t`Mis favoritos`}
      closeLabel={t`Cerrar`}
      titleAside={
        <span className={styles.count} aria-label={t`${count} favoritos`}>
          <HeartFilledIcon size="sm" />
          {count}
        </span>
      }
    >
      <div className={styles.body}>
        <div className={styles.scroller}>
          {favourites && count === 0 ? <EmptyFavourites onNavigate={onClose} /> : <FavouriteList cars={favourites?.cars.data} onNavigate={onClose} />}
        </div>
        {count > BAR_ABOVE ? <FavouritesBar onNavigate={onClose} /> : null}
      </div>
    </DialogContent>
  );
}
