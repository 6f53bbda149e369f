import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per namespace of SPEC §1, each fed by the folders whose screens speak it.
 * Spanish is the source and default language (SPEC §9); English is the second catalog.
 */
const namespaces: Record<string, { include: string[]; exclude?: string[] }> = {
  app: { include: ['src/app', 'src/routes', 'src/features/shell'] },
  common: { include: ['src/ui', 'src/components', 'src/lib', 'machines', 'common'] },
  home: { include: ['src/features/home'] },
  landing: { include: ['src/features/landing'] },
  // The favourite heart is on every car card, so it speaks with the listing's words: pages of cards
  // need not download the account's catalog before painting (docs/decisions/0037).
  listing: { include: ['src/features/catalogue', 'src/features/search', 'src/features/favourites/heart'] },
  // SPEC §1's car-detail namespace in two files: the car page's words, and those of the flows that
  // start from it, which the page itself does not paint with (docs/decisions/0067).
  'car-detail': { include: ['src/features/car'] },
  'car-detail.flows': { include: ['src/features/reserve', 'src/features/financing', 'src/features/test-drive'] },
  faqs: { include: ['src/features/faqs', 'src/features/help'] },
  'find-my-car': { include: ['src/features/find-my-car', 'src/features/car-finder'] },
  'request-a-car': { include: ['src/features/request-a-car'] },
  sell: { include: ['src/features/sell', 'src/features/selling'] },
  'terms-and-conditions': { include: ['src/features/terms'] },
  user: { include: ['src/features/auth', 'src/features/account', 'src/features/settings', 'src/features/favourites'], exclude: ['src/features/favourites/heart'] },
  miscellaneous: { include: ['src/features/app-download', 'src/features/newsletter', 'src/features/contact'] },
  // The staff console: only staff download it.
  ops: { include: ['src/features/ops'] },
};

const alwaysExcluded = ['**/node_modules/**', '**/*.test.*', '**/*.gen.*', '<rootDir>/src/graphql/generated/**'];

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  format: formatter({ lineNumbers: false }),
  catalogs: Object.entries(namespaces).map(([namespace, { include, exclude = [] }]) => ({
    path: `<rootDir>/locales/{locale}/${namespace}`,
    include: include.map((folder) => `<rootDir>/${folder}`),
    exclude: [...alwaysExcluded, ...exclude.map((folder) => `<rootDir>/${folder}`)],
  })),
});
