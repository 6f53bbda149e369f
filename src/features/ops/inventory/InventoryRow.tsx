import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bulkPriceMachine } from '../../../../machines/bulk-price/bulk-price.machine';
import { Badge } from '../../../ui/Badge';
import { OPS_EDIT_CAR } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { InventoryCar } from '../api/inventory-query';
import * as styles from './Inventory.css';
import { CAR_STATUS_WORDS, pesos } from '../ops-words';
import { PriceChange } from './PriceChange';
import { StatusChange } from './StatusChange';

const mileageFormat = new Intl.NumberFormat('en-US');

/** One car of the inventory: a card on phones, a row on wider screens, with its tick for the bulk change. */
export function InventoryRow({ car, bulk }: { car: InventoryCar; bulk: ActorRefFrom<typeof bulkPriceMachine> }) {
  const { t, i18n } = useLingui();
  const ticked = useSelector(bulk, (snapshot) => snapshot.context.selected.includes(car.id));
  const mayTick = useSelector(bulk, (snapshot) => snapshot.matches('selecting'));
  const status = CAR_STATUS_WORDS[car.status.slug];
  const mileage = mileageFormat.format(car.mileage);
  const { title } = car;
  const spot = car.curboSpot.name;
  const offerPrice = pesos(car.listingPrice);
  return (
    <article className={styles.row} aria-label={car.title}>
      <Checkbox
        className={styles.pick}
        label={<VisuallyHidden>{t`Elegir ${title} para cambiar precios`}</VisuallyHidden>}
        checked={ticked}
        disabled={!mayTick}
        onCheckedChange={() => bulk.send({ type: 'selection.toggle', carId: car.id })}
      />
      <img className={styles.photo} src={car.mainPicture} alt="" loading="lazy" width={72} height={54} />
      <div className={styles.car}>
        <h3 className={styles.title}>{car.title}</h3>
        <p className={styles.muted}>
          <Trans>
            {mileage} millas · {spot}
          </Trans>
        </p>
        <p className={styles.muted}>{car.slug}</p>
      </div>
      <div className={styles.state}>
        <Badge tone={car.status.slug === 'AVAILABLE' ? 'certified' : car.status.slug === 'SOLD' ? 'neutral' : 'info'}>{status ? i18n._(status) : car.status.slug}</Badge>
      </div>
      <div className={styles.price}>
        <p className={styles.amount}>{pesos(car.priceInfo.basePrice)}</p>
        {car.listingPrice !== car.priceInfo.basePrice ? (
          <p className={styles.muted}>
            <Trans>Con oferta: {offerPrice}</Trans>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <StatusChange car={car} />
        <PriceChange car={car} />
        <Link to={OPS_EDIT_CAR} params={{ carId: car.id }} className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-label={t`Editar ${title}`}>
          <Trans>Editar</Trans>
        </Link>
        <Link to="/ops/inventory/$carId/pictures" params={{ carId: car.id }} className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-label={t`Fotos de ${title}`}>
          <Trans>Fotos</Trans>
        </Link>
      </div>
    </article>
  );
}
