import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import * as cardStyles from './AccountCard.css';
import * as styles from './ItemQuestion.css';

type Props = { kind: 'cancel' | 'delete'; title: string; question: ReactNode; onConfirm: () => void; onDeny: () => void };

/** SPEC §4's confirm/deny question, in place of the card's actions; focus moves to the safe answer. */
export function ItemQuestion({ kind, title, question, onConfirm, onDeny }: Props) {
  const deny = useRef<HTMLButtonElement>(null);
  useEffect(() => deny.current?.focus(), []);
  return (
    <fieldset aria-label={title} className={`${cardStyles.actions} ${styles.fieldset}`}>
      <legend className={styles.question}>{question}</legend>
      <Button ref={deny} size="sm" variant="secondary" onClick={onDeny}>
        <Trans>No, mantener</Trans>
      </Button>
      <Button size="sm" variant="primary" onClick={onConfirm}>
        {kind === 'cancel' ? <Trans>Sí, cancelar</Trans> : <Trans>Sí, eliminar</Trans>}
      </Button>
    </fieldset>
  );
}
