import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './Checkbox.css';
import { cx } from './classNames';
import { FieldMessages } from './Field';
import { describedBy, fieldIds } from './fieldIds';
import { CheckIcon } from './icons/interfaceIcons';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'onChange'> & {
  /** May hold links, e.g. "I accept the terms and privacy policy". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A real checkbox input (keyboard, forms and screen readers for free, no script to load) drawn
 * as the design's box: the input stays in place, transparent, over the drawn box.
 */
export function Checkbox({ label, hint, error, id, className, onCheckedChange, ...input }: CheckboxProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            {...input}
            type="checkbox"
            id={ids.inputId}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) }, input['aria-describedby'])}
            onChange={(event) => onCheckedChange?.(event.target.checked)}
          />
          <span className={styles.box} aria-hidden="true">
            <CheckIcon size="sm" className={styles.tick} />
          </span>
        </span>
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
