import type { Locale } from '../../../lib/i18n/locales';

/** Each language is named in itself, so a visitor finds theirs whatever the page's language. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

export const languageName = (locale: string) => LANGUAGE_OPTIONS.find((option) => option.locale === locale)?.name ?? locale;
