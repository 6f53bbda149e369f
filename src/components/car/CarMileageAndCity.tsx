import { Trans } from '@lingui/react/macro';
import { abbreviateNumber } from '../../../common/numbers';
import { MapPinIcon } from '../../ui/icons/interfaceIcons';
import type { CarSummary } from './car-summary';
import * as styles from './CarMileageAndCity.css';

/** SPEC §2 cards: mileage in miles and the city of the car's spot. */
export function CarMileageAndCity({ car }: { car: CarSummary }) {
  const miles = abbreviateNumber(car.mileage);
  return (
    <p className={styles.meta}>
      <span>
        <Trans>{miles} mi</Trans>
      </span>
      <span className={styles.item}>
        <MapPinIcon size="sm" />
        {car.curboSpot.city.name}
      </span>
    </p>
  );
}
