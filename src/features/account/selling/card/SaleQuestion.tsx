import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import * as cardStyles from '../../shared/AccountCard.css';
import * as styles from './SaleCard.css';

type Props = { title: string; question: ReactNode; confirmLabel: ReactNode; denyLabel: ReactNode; onConfirm: () => void; onDeny: () => void };

/** SPEC §4's confirm/deny question, in place of the card's actions; focus moves to the safe answer. */
export function SaleQuestion({ title, question, confirmLabel, denyLabel, onConfirm, onDeny }: Props) {
  const deny = useRef<HTMLButtonElement>(null);
  useEffect(() => deny.current?.focus(), []);
  return (
    <fieldset aria-label={title} className={`${cardStyles.actions} ${styles.fieldset}`}>
      <legend className={styles.question}>{question}</legend>
      <Button ref={deny} size="sm" variant="secondary" onClick={onDeny}>
        {denyLabel}
      </Button>
      <Button size="sm" variant="primary" onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </fieldset>
  );
}
