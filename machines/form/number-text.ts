import { DIGITS } from '../../common/validation/account';
import type { FormSchema } from './form-schema';

// Number boxes hold what was typed (SPEC §5: digits with thousands separators); these read that text
// into numbers before a schema of common/validation judges them. Problems are codes, worded by the page.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
type Parse<Parsed> = ReturnType<FormSchema<unknown, Parsed>['safeParse']>;

/** SPEC §5 numeric text: commas (thousands separators) are dropped; empty or any non-digit is a problem. */
export function readWholeNumber(text: string): { value: number } | { problem: 'required' | 'only_numbers' } {
  const digits = text.replace(/,/g, '').trim();
  if (digits === '') return { problem: 'required' };
  return DIGITS.test(digits) ? { value: Number(digits) } : { problem: 'only_numbers' };
}

/**
 * A form schema whose `numbers` fields are text: each is read as a whole number, then `check` (a
 * common/validation schema) judges the values; a field's reading problem comes first.
 */
export function overNumberText<Values extends Record<string, unknown>, Parsed>(numbers: ReadonlyArray<keyof Values & string>, check: (values: Record<string, unknown>) => Parse<Parsed>): FormSchema<Values, Parsed> {
  return {
    safeParse: (values) => {
      const read: Record<string, unknown> = { ...values };
      const issues: Issue[] = [];
      for (const field of numbers) {
        const reading = readWholeNumber(String(values[field]));
        if ('value' in reading) read[field] = reading.value;
        else {
          read[field] = undefined;
          issues.push({ path: [field], message: reading.problem });
        }
      }
      const checked = check(read);
      if (issues.length === 0) return checked;
      return { success: false, error: { issues: [...issues, ...(checked.success ? [] : checked.error.issues)] } };
    },
  };
}
