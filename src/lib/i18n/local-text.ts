/** A stored text in both interface languages, as the API sends it (`nameTranslations { en es }`). */
export type Translated = { readonly en: string; readonly es: string };

/** The text in the visitor's language; the stored plain text when it has no translation. */
export const localText = (translations: Translated | null | undefined, fallback: string, locale: string): string =>
  (locale === 'en' ? translations?.en : translations?.es) || fallback;

type Named = { name: string; nameTranslations?: Translated | null };

/** A lookup's name in the visitor's language. */
export const localName = (item: Named, locale: string): string => localText(item.nameTranslations, item.name, locale);
