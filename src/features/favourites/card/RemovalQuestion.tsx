import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import * as styles from './FavouriteCard.css';

/** The confirm/deny question of SPEC §4, in place of the card's actions; focus moves to it. */
export function RemovalQuestion({ title, onConfirm, onDeny }: { title: string; onConfirm: () => void; onDeny: () => void }) {
  const deny = useRef<HTMLButtonElement>(null);
  useEffect(() => deny.current?.focus(), []);
  return (
    <fieldset aria-label={title} className={`${styles.actions} ${styles.fieldset}`}>
      <legend className={styles.question}>
        <Trans>¿Quitar este carro de tus favoritos?</Trans>
      </legend>
      <Button ref={deny} size="sm" variant="secondary" onClick={onDeny}>
        <Trans>No, mantener</Trans>
      </Button>
      <Button size="sm" variant="primary" onClick={onConfirm}>
        <Trans>Sí, quitar</Trans>
      </Button>
    </fieldset>
  );
}
