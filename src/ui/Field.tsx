import type { ReactNode } from 'react';
import { cx } from './classNames';
import * as styles from './Field.css';
import type { FieldIds } from './fieldIds';
import { AlertIcon } from './icons/interfaceIcons';
import { VisuallyHidden } from './VisuallyHidden';

export type FieldProps = {
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. a search box with a visible icon. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
};

type FieldFrameProps = FieldProps & { ids: FieldIds; children: ReactNode; className?: string };

/** Label above, control, then hint and error below, linked to the control by id. */
export function Field({ ids, label, hideLabel = false, hint, error, required, className, children }: FieldFrameProps) {
  const labelElement = (
    <label htmlFor={ids.inputId} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={cx(styles.field, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

type FieldMessagesProps = { ids: FieldIds; hint?: ReactNode; error?: ReactNode };

/** Hint and error lines whose ids the control lists in aria-describedby. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <AlertIcon size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
