export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'es';
export const LANGUAGE_STORAGE_KEY = 'lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * SPEC §4: the stored preference wins, then the first supported browser language
 * ('en-US' counts as English), otherwise Spanish.
 */
export function resolveLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  const fromBrowser = browserLanguages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLocale);
  return fromBrowser ?? DEFAULT_LOCALE;
}
