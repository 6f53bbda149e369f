import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../ui/Badge';
import { CalendarIcon, CarIcon, MapPinIcon } from '../../../ui/icons/interfaceIcons';
import type { CarDetail } from '../api/car-query';
import { StatusBadge } from '../status/StatusBadge';
import * as styles from './CarOverview.css';
import { readableOfferColors } from '../../../lib/cars/offer-colours';
import { localText } from '../../../lib/i18n/local-text';

const milesFormat = new Intl.NumberFormat('en-US');

export function CarOverview({ car }: { car: CarDetail }) {
  const miles = milesFormat.format(car.mileage);
  const { i18n } = useLingui();
  return (
    <div className={styles.overview}>
      <div className={styles.badges}>
        <StatusBadge status={car.status.slug} />
        {car.certified ? (
          <Badge tone="certified">
            <Trans>Certificado</Trans>
          </Badge>
        ) : null}
        {car.offerData.hasOffer && car.offerData.label && car.status.slug !== 'SOLD' ? (
          <Badge
            tone="offer"
            colors={readableOfferColors(car.offerData.backgroundColor, car.offerData.textColor)}
          >
            {localText(car.offerData.labelTranslations, car.offerData.label, i18n.locale)}
          </Badge>
        ) : null}
      </div>
      <h1 className={styles.title}>{car.title}</h1>
      <p className={styles.trim}>{car.version.alias ?? car.version.name}</p>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <CalendarIcon size="sm" />
          {car.year}
        </li>
        <li className={styles.fact}>
          <CarIcon size="sm" />
          <Trans>{miles} millas</Trans>
        </li>
        <li className={styles.fact}>
          <MapPinIcon size="sm" />
          <span>
            {car.curboSpot.name}, {car.curboSpot.city.name}
          </span>
        </li>
      </ul>
    </div>
  );
}
