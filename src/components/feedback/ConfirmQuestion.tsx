import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './ConfirmQuestion.css';

type Props = {
  /** What the question is about, for screen readers (a card's title); without it the question names the group. */
  label?: string;
  question: ReactNode;
  confirmLabel: ReactNode;
  /** The safe answer; "No, mantener" unless the question says otherwise. */
  denyLabel?: ReactNode;
  onConfirm: () => void;
  onDeny: () => void;
  className?: string;
};

/** SPEC §4's confirm/deny question, in place of the actions it asks about; focus moves to the safe answer. */
export function ConfirmQuestion({ label, question, confirmLabel, denyLabel, onConfirm, onDeny, className }: Props) {
  const deny = useRef<HTMLButtonElement>(null);
  useEffect(() => deny.current?.focus(), []);
  return (
    <fieldset aria-label={label} className={`${styles.answers} ${styles.fieldset} ${className ?? ''}`}>
      <legend className={styles.question}>{question}</legend>
      <Button ref={deny} size="sm" variant="secondary" onClick={onDeny}>
        {denyLabel ?? <Trans>No, mantener</Trans>}
      </Button>
      <Button size="sm" variant="primary" onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </fieldset>
  );
}
