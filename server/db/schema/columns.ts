import { jsonb, numeric } from 'drizzle-orm/pg-core';

/** A label in both interface languages; the UI picks by the active locale. */
export interface Translations {
  en: string;
  es: string;
}

export const nameTranslations = () => jsonb('name_translations').$type<Translations>().notNull();

/** An amount in the base currency (DOP), to the cent. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
