import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './StatusNote.css';

/**
 * What a buyer must know before anything else when the car cannot simply be bought today. RESERVED is
 * not a status of the catalogue: an AVAILABLE car held by a buyer's deposit reads so (decision 30).
 */
export function StatusNote({ status }: { status: string }) {
  const notes: Record<string, ReactNode> = {
    SOLD: <Trans>Este carro ya se vendió. Mira los similares que tenemos disponibles o pídenos que busquemos uno para ti.</Trans>,
    RESERVED: <Trans>Este carro está apartado con una reserva. Si la reserva se cancela o vence, volverá a estar disponible.</Trans>,
    PENDING: <Trans>Este carro está reservado por otro comprador. Si la reserva se cae, volverá a estar disponible.</Trans>,
    COMING_SOON: <Trans>Este carro llega pronto: lo estamos inspeccionando y preparando. Puedes preguntarnos por él desde ya.</Trans>,
    NOT_AVAILABLE: <Trans>Este carro no está disponible en este momento.</Trans>,
    TO_REVIEW: <Trans>Estamos revisando este carro; su información puede cambiar.</Trans>,
  };
  const note = notes[status];
  if (!note) return null;
  const sold = status === 'SOLD';
  return (
    <output className={styles.note({ tone: sold ? 'sold' : 'info' })}>
      {sold ? <AlertIcon /> : <InfoIcon />}
      <span>
        {sold ? (
          <strong className={styles.heading}>
            <Trans>Vendido</Trans>
          </strong>
        ) : null}
        {note}
      </span>
    </output>
  );
}
