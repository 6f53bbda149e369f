import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { inspect } from '../../../lib/inspector';
import { USER_FAVORITES } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { refetchFavourites } from '../api/favourites-query';
import { favouritesClear } from './clear-actor';
import * as styles from './FavouritesModal.css';

/** SPEC §2: above 5 favourites, clear-all (after a yes/no question) and see-all. */
export function FavouritesBar({ onNavigate }: { onNavigate: () => void }) {
  const queryClient = useQueryClient();
  const [state, send] = useMachine(favouritesClear, { inspect });
  const cleared = state.status === 'done';
  useEffect(() => {
    if (cleared) void refetchFavourites(queryClient);
  }, [cleared, queryClient]);
  if (state.hasTag('question')) {
    return (
      <fieldset className={`${styles.bar} ${styles.fieldset}`}>
        <legend className={styles.barQuestion}>
          <Trans>¿Quitar todos tus favoritos?</Trans>
        </legend>
        <Button size="sm" variant="secondary" onClick={() => send({ type: 'clear.no' })}>
          <Trans>No</Trans>
        </Button>
        <Button size="sm" variant="primary" onClick={() => send({ type: 'clear.yes' })}>
          <Trans>Sí</Trans>
        </Button>
      </fieldset>
    );
  }
  return (
    <div className={styles.bar}>
      <Button size="sm" variant="secondary" loading={state.hasTag('busy') || cleared} onClick={() => send({ type: 'clear.request' })}>
        <Trans>Borrar todos</Trans>
      </Button>
      <Link to={USER_FAVORITES} className={buttonClassName({ variant: 'primary', size: 'sm' })} onClick={onNavigate}>
        <Trans>Ver todos</Trans>
      </Link>
    </div>
  );
}
