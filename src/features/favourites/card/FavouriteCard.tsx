import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { abbreviateNumber } from '../../../../common/numbers';
import { discountPercent, isSold } from '../../../lib/cars/card-prices';
import { readableOfferColors } from '../../../lib/cars/offer-colours';
import { localText } from '../../../lib/i18n/local-text';
import { inspect } from '../../../lib/inspector';
import { CarTags } from '../../../ui/CarTags';
import { buttonClassName } from '../../../ui/Button';
import { HeartFilledIcon, MapPinIcon } from '../../../ui/icons/interfaceIcons';
import { IconButton } from '../../../ui/IconButton';
import { type FavouriteCar, refetchFavourites } from '../api/favourites-query';
import * as heartStyles from '../heart/FavouriteHeart.css';
import * as styles from './FavouriteCard.css';
import { FavouriteCardSkeleton } from './FavouriteCardSkeleton';
import { FavouritePrice } from './FavouritePrice';
import { RemovalQuestion } from './RemovalQuestion';
import { favouriteRemoval } from './removal-actor';

/** SPEC §2 favourite card; its heart removes the car after a confirm/deny question (SPEC §4). */
export function FavouriteCard({ car, onNavigate }: { car: FavouriteCar; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(favouriteRemoval, { input: { carId: car.id }, inspect });
  const removed = state.status === 'done';
  // SPEC §4: after each change the list is fetched again; it no longer holds this card.
  useEffect(() => {
    if (removed) void refetchFavourites(queryClient);
  }, [removed, queryClient]);
  if (state.hasTag('skeleton')) return <FavouriteCardSkeleton label={t`Quitando ${car.title} de favoritos`} />;
  if (removed) return null;
  const discount = discountPercent(car);
  const offerColors = readableOfferColors(car.offerData.backgroundColor, car.offerData.textColor);
  const miles = abbreviateNumber(car.mileage);
  return (
    <article className={styles.card} aria-label={car.title}>
      <div className={styles.media}>
        <img className={styles.image} src={car.mainPicture} width={214} height={135} alt="" loading="lazy" decoding="async" />
        <CarTags
          className={styles.tags}
          sold={isSold(car)}
          certified={car.certified}
          offer={car.offerData.hasOffer ? { label: car.offerData.label ? localText(car.offerData.labelTranslations, car.offerData.label, i18n.locale) : null, colors: offerColors } : undefined}
        />
        {discount ? <span className={styles.discount}>{`-${discount}%`}</span> : null}
        <IconButton
          label={t`Quitar de favoritos`}
          aria-pressed
          size="sm"
          className={`${heartStyles.heart({ pressed: true })} ${styles.heart}`}
          onClick={() => send({ type: 'removal.request' })}
          disabled={state.hasTag('question')}
        >
          <HeartFilledIcon />
        </IconButton>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{car.title}</h3>
        <FavouritePrice car={car} />
        <p className={styles.meta}>
          <span>
            <Trans>{miles} mi</Trans>
          </span>
          <span>
            <MapPinIcon size="sm" />
            {car.curboSpot.city.name}
          </span>
        </p>
        {state.hasTag('question') ? (
          <RemovalQuestion title={car.title} onConfirm={() => send({ type: 'removal.confirm' })} onDeny={() => send({ type: 'removal.deny' })} />
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
