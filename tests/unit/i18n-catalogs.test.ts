// Every message the source uses must be in its namespace catalog, translated in every language,
// and no catalog may keep messages the source no longer uses. Runs Lingui's own extractor in memory.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

type Entry = { message?: string; translation?: string; obsolete?: boolean };
type CatalogReport = { name: string; extracted: Record<string, Entry>; byLocale: Record<string, Record<string, Entry>> };

const config = getConfig({ configPath: resolve(import.meta.dirname, '../../lingui.config.ts'), skipValidation: true });
const reports: CatalogReport[] = [];

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    const extracted = await catalog.collect();
    const byLocale = (await catalog.readAll()) as Record<string, Record<string, Entry>>;
    reports.push({
      name: catalog.path.replace(/^.*\/locales\//, 'locales/'),
      extracted: (extracted ?? {}) as Record<string, Entry>,
      byLocale,
    });
  }
}, 120_000);

const liveIds = (entries: Record<string, Entry> | undefined) =>
  Object.entries(entries ?? {})
    .filter(([, entry]) => !entry.obsolete)
    .map(([id]) => id)
    .sort();

describe('Lingui catalogs', () => {
  // car-detail is in two files, the car page's words and its flows' (lingui.config.ts); ops is the staff console's.
  it('has one catalog per namespace of SPEC §1, in both languages', () => {
    expect(config.locales).toEqual(['es', 'en']);
    const namespaces = reports.map((report) => report.name.split('/').pop()).sort();
    expect(namespaces).toEqual(
      [
        'app',
        'car-detail',
        'car-detail.flows',
        'common',
        'faqs',
        'find-my-car',
        'home',
        'landing',
        'listing',
        'miscellaneous',
        'ops',
        'request-a-car',
        'sell',
        'terms-and-conditions',
        'user',
      ].sort(),
    );
  });

  it('is in sync with the source: nothing missing, nothing left over (run `npm run i18n:extract`)', () => {
    const stale = reports.flatMap((report) =>
      config.locales.flatMap((locale) => {
        const entries = report.byLocale[locale] ?? {};
        const inFile = liveIds(entries);
        const inSource = Object.keys(report.extracted);
        const missing = inSource
          .filter((id) => !inFile.includes(id))
          .map((id) => `${report.name} [${locale}] lacks "${report.extracted[id]?.message ?? id}"`);
        const leftOver = inFile
          .filter((id) => !inSource.includes(id))
          .map((id) => `${report.name} [${locale}] still has "${entries[id]?.message ?? id}"`);
        return [...missing, ...leftOver];
      }),
    );
    expect(stale).toEqual([]);
  });

  it('translates every message in every language', () => {
    const untranslated = reports.flatMap((report) =>
      config.locales.flatMap((locale) =>
        Object.entries(report.byLocale[locale] ?? {})
          .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
          .map(([id, entry]) => `${report.name} [${locale}] ${entry.message ?? id}`),
      ),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the source in the translation', () => {
    const placeholders = (text = '') => (text.match(/\{[^}]+\}|<\/?\d+>/g) ?? []).sort().join(' ');
    const broken = reports.flatMap((report) =>
      Object.entries(report.byLocale.en ?? {})
        .filter(([, entry]) => !entry.obsolete && entry.translation && placeholders(entry.message) !== placeholders(entry.translation))
        .map(([id, entry]) => `${report.name} [en] ${entry.message ?? id}`),
    );
    expect(broken).toEqual([]);
  });

  // All namespaces of a language are merged at run time and a message id is the hash of its source
  // text, so one Spanish text must read the same in every catalog, or the last one loaded wins.
  it('translates a text shared by several namespaces the same way in each', () => {
    const conflicts = config.locales.flatMap((locale) => {
      const seen = new Map<string, { translation: string; catalog: string }>();
      return reports.flatMap((report) =>
        Object.entries(report.byLocale[locale] ?? {})
          .filter(([, entry]) => !entry.obsolete && entry.translation)
          .flatMap(([id, entry]) => {
            const earlier = seen.get(id);
            if (!earlier) seen.set(id, { translation: entry.translation!, catalog: report.name });
            return earlier && earlier.translation !== entry.translation
              ? [`[${locale}] "${entry.message ?? id}": "${earlier.translation}" (${earlier.catalog}) vs "${entry.translation}" (${report.name})`]
              : [];
          }),
      );
    });
    expect(conflicts).toEqual([]);
  });
});
