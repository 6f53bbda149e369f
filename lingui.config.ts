import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Spanish is the source and default language of the product (SPEC §9); English is the second catalog.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.gen.*', '<rootDir>/src/graphql/generated/**'],
    },
  ],
});
