import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { abbreviateNumber } from '../../../../common/numbers';
import { CarTags } from '../../../ui/CarTags';
import { MapPinIcon } from '../../../ui/icons/interfaceIcons';
import { discountPercent, isSold, pictureSources, type CardCar } from './car-card-data';
import * as styles from './CarCard.css';
import { readableOfferColors } from '../../../lib/cars/offer-colours';
import { localText } from '../../../lib/i18n/local-text';
import { CarPrice } from './CarPrice';

export type CarCardProps = {
  car: CardCar;
  /** Cards in the first rows load their photo at once; the rest wait until scrolled near. */
  priority?: boolean;
  /** A control over the photo's corner, e.g. the favourite heart. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
};

/** Builds a card's `action` from its car; routes pass one in (e.g. the favourites heart). */
export type CardAction = (car: CardCar) => ReactNode;

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw';

export function CarCard({ car, priority = false, action, headingLevel = 3 }: CarCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { i18n } = useLingui();
  const discount = discountPercent(car);
  const { src, srcSet } = pictureSources(car);
  const miles = abbreviateNumber(car.mileage);
  const offerColors = readableOfferColors(car.offerData.backgroundColor, car.offerData.textColor);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? CARD_SIZES : undefined}
          width={214}
          height={135}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        <CarTags
          className={styles.tags}
          sold={isSold(car)}
          certified={car.certified}
          offer={car.offerData.hasOffer ? { label: car.offerData.label ? localText(car.offerData.labelTranslations, car.offerData.label, i18n.locale) : null, colors: offerColors } : undefined}
        />
        {discount ? <span className={styles.discount}>{`-${discount}%`}</span> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to="/car/$slug" params={{ slug: car.slug }} className={styles.link}>
            {car.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <span>
            <Trans>{miles} mi</Trans>
          </span>
          <span className={styles.metaItem}>
            <MapPinIcon size="sm" />
            {car.curboSpot.city.name}
          </span>
        </p>
        <CarPrice car={car} />
      </div>
    </article>
  );
}
