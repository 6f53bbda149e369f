import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../ui/Button';
import * as cardStyles from '../../shared/AccountCard.css';
import * as styles from './SaleCard.css';

type Props = { answer: 'accept' | 'reject'; title: string; offer: string; onConfirm: () => void; onDeny: () => void };

/** The confirm/deny question before an answer to our offer is sent; focus moves to the safe answer. */
export function OfferQuestion({ answer, title, offer, onConfirm, onDeny }: Props) {
  const deny = useRef<HTMLButtonElement>(null);
  useEffect(() => deny.current?.focus(), []);
  return (
    <fieldset aria-label={title} className={`${cardStyles.actions} ${styles.fieldset}`}>
      <legend className={styles.question}>
        {answer === 'accept' ? (
          <Trans>¿Aceptar nuestra oferta de {offer}? Te llamaremos para acordar la entrega y el pago.</Trans>
        ) : (
          <Trans>¿Rechazar la oferta de {offer}? La venta se cierra.</Trans>
        )}
      </legend>
      <Button ref={deny} size="sm" variant="secondary" onClick={onDeny}>
        <Trans>No, volver</Trans>
      </Button>
      <Button size="sm" variant="primary" onClick={onConfirm}>
        {answer === 'accept' ? <Trans>Sí, aceptar</Trans> : <Trans>Sí, rechazar</Trans>}
      </Button>
    </fieldset>
  );
}
