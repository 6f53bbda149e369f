import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './FavouriteCard.css';

/** Stands where a favourite card is loading or being removed. */
export function FavouriteCardSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <output className={styles.card} aria-busy="true" aria-label={label ?? t`Cargando favorito`}>
      <Skeleton height="135px" radius="md" />
      <div className={styles.body}>
        <Skeleton width="80%" />
        <Skeleton width="50%" />
        <Skeleton width="40%" />
      </div>
    </output>
  );
}
