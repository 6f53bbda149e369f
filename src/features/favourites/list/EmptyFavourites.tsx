import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BUY } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { HeartIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './FavouriteList.css';

/** SPEC §2: no favourites yet, and a way to find a car. */
export function EmptyFavourites({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className={styles.empty}>
      <HeartIcon size="lg" />
      <p className={styles.emptyText}>
        <Trans>Aún no tienes carros favoritos. Toca el corazón de un carro para guardarlo aquí.</Trans>
      </p>
      <Link to={BUY} className={buttonClassName({ variant: 'primary' })} onClick={onNavigate}>
        <Trans>Encontrar un carro</Trans>
      </Link>
    </div>
  );
}
