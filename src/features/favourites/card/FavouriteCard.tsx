import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { CarMileageAndCity } from '../../../components/car/CarMileageAndCity';
import { CarPhoto } from '../../../components/car/CarPhoto';
import { CarPrice } from '../../../components/car/CarPrice';
import { inspect } from '../../../lib/inspector';
import { buttonClassName } from '../../../ui/Button';
import { HeartFilledIcon } from '../../../ui/icons/interfaceIcons';
import { IconButton } from '../../../ui/IconButton';
import { favouriteRemoval } from '../api/favourites-actors';
import { type FavouriteCar, refetchFavourites } from '../api/favourites-query';
import * as heartStyles from '../heart/FavouriteHeart.css';
import * as styles from './FavouriteCard.css';
import { FavouriteCardSkeleton } from './FavouriteCardSkeleton';
import { RemovalQuestion } from './RemovalQuestion';

/** SPEC §2 favourite card; its heart removes the car after a confirm/deny question (SPEC §4). */
export function FavouriteCard({ car, onNavigate }: { car: FavouriteCar; onNavigate?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const removal = useActorRef(favouriteRemoval, { input: { carId: car.id }, inspect });
  const asking = useSelector(removal, (snapshot) => snapshot.hasTag('question'));
  const removing = useSelector(removal, (snapshot) => snapshot.hasTag('skeleton'));
  const removed = useSelector(removal, (snapshot) => snapshot.status === 'done');
  // SPEC §4: after each change the list is fetched again; it no longer holds this card.
  useEffect(() => {
    if (removed) void refetchFavourites(queryClient);
  }, [removed, queryClient]);
  if (removing) return <FavouriteCardSkeleton label={t`Quitando ${car.title} de favoritos`} />;
  if (removed) return null;
  const heart = (
    <IconButton
      label={t`Quitar de favoritos`}
      aria-pressed
      size="sm"
      className={heartStyles.heart({ pressed: true })}
      onClick={() => removal.send({ type: 'removal.request' })}
      disabled={asking}
    >
      <HeartFilledIcon />
    </IconButton>
  );
  return (
    <article className={styles.card} aria-label={car.title}>
      <CarPhoto car={car} action={heart} className={styles.photo} />
      <div className={styles.body}>
        <h3 className={styles.title}>{car.title}</h3>
        <CarPrice car={car} />
        <CarMileageAndCity car={car} />
        {asking ? (
          <RemovalQuestion title={car.title} onConfirm={() => removal.send({ type: 'removal.confirm' })} onDeny={() => removal.send({ type: 'removal.deny' })} />
        ) : (
          <div className={styles.actions}>
            <Link to="/car/$slug" params={{ slug: car.slug }} className={buttonClassName({ variant: 'secondary', size: 'sm' })} onClick={onNavigate}>
              <Trans>Ver detalle</Trans>
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
