import { i18n, type Messages } from '@lingui/core';
import { readStored, writeStored } from '../storage';
import { LANGUAGE_STORAGE_KEY, resolveLocale, type Locale } from './locales';

type CatalogModule = { messages: Messages };

// Every namespace catalog, compiled by Lingui's Vite plugin and fetched only when its locale is used.
const catalogs = import.meta.glob<CatalogModule>('../../../locales/*/*.po');

async function loadMessages(locale: Locale): Promise<Messages> {
  const ofLocale = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`));
  const modules = await Promise.all(ofLocale.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((module) => module.messages));
}

async function activate(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
}

/** The language of this visit: the remembered one, else the browser's, else Spanish. */
export function activateInitialLocale(): Promise<void> {
  return activate(resolveLocale(readStored(LANGUAGE_STORAGE_KEY), navigator.languages ?? []));
}

/** A language the visitor picked: applied at once, without a reload, and remembered. */
export async function switchLocale(locale: Locale): Promise<void> {
  await activate(locale);
  writeStored(LANGUAGE_STORAGE_KEY, locale);
}
