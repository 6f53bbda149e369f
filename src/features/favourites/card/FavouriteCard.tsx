import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { CarMileageAndCity } from '../../../components/car/CarMileageAndCity';
import { CarPhoto } from '../../../components/car/CarPhoto';
import { CarPrice } from '../../../components/car/CarPrice';
import { useDeferredActor, useDeferredSelector } from '../../../hooks/deferred-actor';
import { buttonClassName } from '../../../ui/Button';
import { lazyNamed } from '../../../ui/deferPopup';
import { HeartFilledIcon } from '../../../ui/icons/interfaceIcons';
import { IconButton } from '../../../ui/IconButton';
import { type FavouriteCar, refetchFavourites } from '../api/favourites-query';
import * as heartStyles from '../heart/FavouriteHeart.css';
import * as styles from './FavouriteCard.css';
import { FavouriteCardSkeleton } from './FavouriteCardSkeleton';

// The question comes with the removal's statechart, once the heart is reached for.
const loadConfirmQuestion = () => import('../../../components/feedback/ConfirmQuestion');
const ConfirmQuestion = lazyNamed(loadConfirmQuestion, 'ConfirmQuestion');
const loadRemoval = () => {
  void loadConfirmQuestion();
  return import('./removal-actor');
};

/**
 * SPEC §2 favourite card; its heart removes the car after a confirm/deny question (SPEC §4). Until
 * the heart is reached for, the removal statechart is in its idle state and not downloaded.
 */
export function FavouriteCard({ car, onNavigate }: { car: FavouriteCar; onNavigate?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { actor: removal, send, prepare } = useDeferredActor(() => loadRemoval().then((module) => module.createFavouriteRemoval(car.id)));
  const asking = useDeferredSelector(removal, (snapshot) => snapshot.hasTag('question'), false);
  const removing = useDeferredSelector(removal, (snapshot) => snapshot.hasTag('skeleton'), false);
  const removed = useDeferredSelector(removal, (snapshot) => snapshot.status === 'done', false);
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
      onClick={() => send({ type: 'removal.request' })}
      onPointerEnter={prepare}
      onFocus={prepare}
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
          <Suspense>
            <ConfirmQuestion
              label={car.title}
              question={<Trans>¿Quitar este carro de tus favoritos?</Trans>}
              confirmLabel={<Trans>Sí, quitar</Trans>}
              onConfirm={() => send({ type: 'removal.confirm' })}
              onDeny={() => send({ type: 'removal.deny' })}
              className={styles.answersAtBottom}
            />
          </Suspense>
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
