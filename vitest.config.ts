import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { linguiTransformerBabelPreset, lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Two suites: fast unit tests beside the code, and API integration tests that run
// against a real database (PGlite by default, PostgreSQL when DATABASE_URL is set).

// API files whose subject is not the database engine: the code generator's check, the production build
// (on an embedded database of its own), the settings a server refuses to start with, and what a
// deployment's settings make reachable (development conveniences on or off; server processes that
// take a minute to start on either engine). The README's test command runs the API suite on both
// engines, and these once (API_SECOND_ENGINE on the second run).
const ENGINE_INDEPENDENT = [
  'tests/api/codegen.test.ts',
  'tests/api/production-build.test.ts',
  'tests/api/config-exit.test.ts',
  'tests/api/misconfigured-deployment.test.ts',
  'tests/api/local-development.test.ts',
];

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'common/**/*.test.ts', 'server/**/*.unit.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // A worker keeps its modules from one file to the next, as in the API suite: importing them
          // afresh for each file was 42 % of the suite's time. The suite passes in shuffled orders.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // One copy of graphql for Yoga and our resolvers, so errors built in our code are recognised.
          alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts', ...(process.env.API_SECOND_ENGINE ? ENGINE_INDEPENDENT : [])],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, one per core: each has its own database, port and client addresses.
          maxWorkers: 2,
          // A worker keeps its modules from one file to the next: evaluating the server's module graph
          // afresh for each of some 80 files cost more CPU than the tests themselves. Each file still
          // has its own servers and database, and what the server keeps in a module is keyed by the
          // database (WeakMaps), or by the config (firebase-admin's apps), so no file sees another's state.
          isolate: false,
        },
      },
    ],
  },
});
