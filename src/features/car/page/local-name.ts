type Named = { name: string; nameTranslations?: { en: string; es: string } | null };

/** A lookup's name in the visitor's language; the catalogue's own name when it has no translation. */
export const localName = (item: Named, locale: string): string =>
  (locale === 'en' ? item.nameTranslations?.en : item.nameTranslations?.es) || item.name;
