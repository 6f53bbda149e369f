import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './Checkbox.css';
import { cx } from './classNames';
import { FieldMessages } from './Field';
import { describedBy, fieldIds } from './fieldIds';
import { CheckIcon } from './icons/interfaceIcons';

export type CheckboxProps = Omit<ComponentPropsWithRef<typeof RadixCheckbox.Root>, 'children'> & {
  /** May hold links, e.g. "I accept the terms and privacy policy". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

export function Checkbox({ label, hint, error, id, className, ...root }: CheckboxProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          {...root}
          id={ids.inputId}
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) }, root['aria-describedby'])}
        >
          <RadixCheckbox.Indicator>
            <CheckIcon size="sm" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
