import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';
import { Field, type FieldProps } from './Field';
import { describedBy, fieldIds } from './fieldIds';
import { CheckIcon, ChevronIcon } from './icons/interfaceIcons';
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
};

export function Select({ label, hideLabel, hint, error, required, options, placeholder, id, className, ...root }: SelectProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} className={className}>
      <RadixSelect.Root {...root} required={required}>
        <RadixSelect.Trigger
          id={ids.inputId}
          className={styles.trigger}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronIcon size="sm" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <ChevronIcon direction="up" size="sm" />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon size="sm" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <ChevronIcon size="sm" />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
