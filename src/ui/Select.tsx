import { useId } from 'react';
import { Field, type FieldProps } from './Field';
import { describedBy, fieldIds } from './fieldIds';
import { ChevronIcon } from './icons/interfaceIcons';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = FieldProps & {
  /** Values must be non-empty strings; "no choice" is shown through `placeholder`. */
  options: ReadonlyArray<SelectOption>;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * The platform's own select: the phone's native picker on touch screens, typing to jump on
 * desktops, and no script to download before a filter panel can paint.
 */
export function Select({ label, hideLabel, hint, error, required, options, placeholder, id, className, value, defaultValue, onValueChange, ...rest }: SelectProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  // Controlled with no value yet, or uncontrolled with no default: the placeholder option shows.
  const valueProps = value !== undefined ? { value } : { defaultValue: defaultValue ?? '' };
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} className={className}>
      <div className={styles.wrapper}>
        <select
          {...rest}
          {...valueProps}
          id={ids.inputId}
          required={required}
          className={styles.select}
          data-placeholder={(value ?? defaultValue ?? '') === '' ? '' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
          onChange={(event) => onValueChange?.(event.target.value)}
        >
          {placeholder !== undefined || (value ?? defaultValue ?? '') === '' ? (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon size="sm" className={styles.chevron} />
      </div>
    </Field>
  );
}
