import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field, type FieldProps } from './Field';
import * as styles from './Field.css';
import { describedBy, fieldIds } from './fieldIds';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldProps & {
    /** Control inside the box on the right, e.g. a show-password IconButton. */
    endAdornment?: ReactNode;
  };

export function TextField({ label, hideLabel, hint, error, endAdornment, id, className, required, ...input }: TextFieldProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} className={className}>
      <div className={styles.controlWrap}>
        <input
          {...input}
          id={ids.inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) }, input['aria-describedby'])}
          className={styles.control({ withEndAdornment: Boolean(endAdornment) })}
        />
        {endAdornment ? <span className={styles.endAdornment}>{endAdornment}</span> : null}
      </div>
    </Field>
  );
}
