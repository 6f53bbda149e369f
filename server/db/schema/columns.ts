import { jsonb, numeric } from 'drizzle-orm/pg-core';

/** A label in both interface languages; the UI picks by the active locale. */
export interface Translations {
  en: string;
  es: string;
}

export const translations = (name: string) => jsonb(name).$type<Translations>();
export const nameTranslations = () => translations('name_translations').notNull();

/** An amount in the base currency (DOP), to the cent. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
