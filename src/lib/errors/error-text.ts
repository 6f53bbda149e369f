import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Text an error item shows: a Lingui descriptor, translated when rendered so a language switch
 * reaches toasts already open, or a server string shown as it came.
 */
export type ErrorText = MessageDescriptor | string;

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';

/**
 * Translates an error text. A descriptor's values may be descriptors themselves (a field's name
 * inside 'Error en {field}, {message}'); they are translated first and, sitting mid-sentence,
 * lower-cased as SPEC §8 asks: their first letter only, so names such as WhatsApp keep theirs.
 */
const lowerFirst = (words: string) => words.charAt(0).toLocaleLowerCase() + words.slice(1);

export function errorText(i18n: I18n, text: ErrorText): string {
  if (typeof text === 'string') return text;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [name, isDescriptor(value) ? lowerFirst(i18n._(value)) : value]),
  );
  return i18n._({ ...text, values });
}
