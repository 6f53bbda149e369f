import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { inspect } from '../../../lib/inspector';
import { USER_FAVORITES } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { favouritesClear } from '../api/favourites-actors';
import { refetchFavourites } from '../api/favourites-query';
import * as styles from './FavouritesModal.css';

/** SPEC §2: above 5 favourites, clear-all (after a yes/no question) and see-all. */
export function FavouritesBar({ onNavigate }: { onNavigate: () => void }) {
  const queryClient = useQueryClient();
  const clearing = useActorRef(favouritesClear, { inspect });
  const asking = useSelector(clearing, (snapshot) => snapshot.hasTag('question'));
  const busy = useSelector(clearing, (snapshot) => snapshot.hasTag('busy'));
  const cleared = useSelector(clearing, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (cleared) void refetchFavourites(queryClient);
  }, [cleared, queryClient]);
  if (asking) {
    return (
      <fieldset className={`${styles.bar} ${styles.fieldset}`}>
        <legend className={styles.barQuestion}>
          <Trans>¿Quitar todos tus favoritos?</Trans>
        </legend>
        <Button size="sm" variant="secondary" onClick={() => clearing.send({ type: 'clear.no' })}>
          <Trans>No</Trans>
        </Button>
        <Button size="sm" variant="primary" onClick={() => clearing.send({ type: 'clear.yes' })}>
          <Trans>Sí</Trans>
        </Button>
      </fieldset>
    );
  }
  return (
    <div className={styles.bar}>
      <Button size="sm" variant="secondary" loading={busy || cleared} onClick={() => clearing.send({ type: 'clear.request' })}>
        <Trans>Borrar todos</Trans>
      </Button>
      <Link to={USER_FAVORITES} className={buttonClassName({ variant: 'primary', size: 'sm' })} onClick={onNavigate}>
        <Trans>Ver todos</Trans>
      </Link>
    </div>
  );
}
