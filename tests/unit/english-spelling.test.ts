// One spelling per language: the English the visitor reads comes both from the SPA's catalogs and
// from texts the server stores, and both follow the British spelling the catalogs chose
// ("favourites", "colour", "tyre"). A word known to be spelt both ways is looked for in each source.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectionReport } from '../../server/catalogue/inspection-report.ts';
import { inspectionPointSeeds } from '../../server/seed/data/inspection-points.ts';
import * as lookups from '../../server/seed/data/lookups.ts';

const AMERICAN = /\b(tires?|favorites?|colors?|center)\b/i;

const localesEn = resolve(import.meta.dirname, '../../locales/en');
const catalogTranslations = readdirSync(localesEn).flatMap((file) =>
  [...readFileSync(resolve(localesEn, file), 'utf8').matchAll(/^msgstr "(.*)"$/gm)].map((match) => `${file}: ${match[1]}`),
);

const areaNames = (): string[] => {
  const checklist = inspectionPointSeeds.map((point, id) => ({ ...point, id }));
  const report = inspectionReport({ inspectedAt: new Date(0), score: 0 } as never, [], checklist as never);
  return report.areas.map((area) => area.nameTranslations.en);
};

const seededEnglish = (): string[] => [
  ...areaNames(),
  ...inspectionPointSeeds.map((point) => point.nameTranslations.en),
  ...Object.values(lookups).flatMap((seeds) => (Array.isArray(seeds) ? seeds.map((seed) => seed.nameTranslations.en) : [])),
];

describe('English spelling', () => {
  it('is British in every catalog', () => {
    expect(catalogTranslations.filter((text) => AMERICAN.test(text))).toEqual([]);
  });

  it('is British in every stored text the server sends', () => {
    expect(seededEnglish().filter((text) => AMERICAN.test(text))).toEqual([]);
  });
});
