import { useId, type ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './Field';
import * as styles from './Field.css';
import { describedBy, fieldIds } from './fieldIds';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & FieldProps;

export function TextArea({ label, hideLabel, hint, error, id, className, required, rows = 4, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...textarea}
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) }, textarea['aria-describedby'])}
        className={styles.control({ multiline: true })}
      />
    </Field>
  );
}
