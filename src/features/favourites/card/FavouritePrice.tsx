import { Trans } from '@lingui/react/macro';
import { isSold, originalPrice } from '../../../lib/cars/card-prices';
import type { FavouriteCar } from '../api/favourites-query';
import * as styles from './FavouriteCard.css';
import { useDisplayMoney } from '../../../hooks/display-currency';

/** SPEC §2/§4: the original price struck through under an offer; a sold car says so instead. */
export function FavouritePrice({ car }: { car: FavouriteCar }) {
  const money = useDisplayMoney();
  if (isSold(car)) {
    return (
      <p className={styles.sold}>
        <Trans>Vendido</Trans>
      </p>
    );
  }
  const before = originalPrice(car);
  const previousPrice = before ? money(before) : '';
  return (
    <p className={styles.price}>
      {before ? (
        <s className={styles.was}>
          <Trans>Antes {previousPrice}</Trans>
        </s>
      ) : null}
      <span>{money(car.listingPrice)}</span>
    </p>
  );
}
