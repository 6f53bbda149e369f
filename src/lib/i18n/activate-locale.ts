import { i18n, type Messages } from '@lingui/core';
import { readStored, writeStored } from '../storage';
import { LANGUAGE_STORAGE_KEY, resolveLocale, type Locale } from './locales';
import { SHELL_NAMESPACES, type Namespace } from './namespaces';

type CatalogModule = { messages: Messages };

// Every namespace catalog, compiled by Lingui's Vite plugin and fetched only when a screen needs it.
const catalogs = import.meta.glob<CatalogModule>('../../../locales/*/*.po');

// The namespaces in use so far: a language switch fetches these, and only these, in the new language.
const inUse = new Set<Namespace>(SHELL_NAMESPACES);
const loading = new Map<string, Promise<void>>();

async function loadMessages(locale: Locale, namespaces: readonly Namespace[]): Promise<Messages> {
  const modules = await Promise.all(namespaces.map((namespace) => catalogs[`../../../locales/${locale}/${namespace}.po`]!()));
  return Object.assign({}, ...modules.map((module) => module.messages));
}

/** The language's words for every namespace in use, made the active ones; the server's first screen calls it too. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale, [...inUse]) });
}

async function activate(locale: Locale): Promise<void> {
  await activateLocale(locale);
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

/**
 * A screen's own catalogs, added to the active language's messages; route loaders await this so
 * the screen never renders before its words have arrived.
 */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  const locale = i18n.locale as Locale;
  return Promise.all(
    namespaces.map((namespace) => {
      inUse.add(namespace);
      const key = `${locale}/${namespace}`;
      if (!loading.has(key)) {
        const load = loadMessages(locale, [namespace]).then((messages) => i18n.load(locale, messages));
        // A failed fetch is tried again by the next screen that asks.
        loading.set(key, load.catch((error: unknown) => { loading.delete(key); throw error; }));
      }
      return loading.get(key)!;
    }),
    // The visitor switched language meanwhile: the screen needs its words in the new one.
  ).then(() => (i18n.locale === locale ? undefined : loadNamespaces(...namespaces)));
}
