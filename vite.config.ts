import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { graphqlDocumentsPerModule } from './vite/graphql-documents';
import { precompressAssets } from './vite/precompress-assets';

// The client preset's optimizer (not in the package's exports map, so loaded by path) turns each
// `graphql(`…`)` call into an import of that one document, so a chunk ships only the documents it
// uses instead of gql.ts's map of every operation.
const graphqlDocumentsOptimizer = fileURLToPath(new URL('./node_modules/@graphql-codegen/client-preset/esm/babel.js', import.meta.url));

// graphql-request only reads operation names from our string documents: it gets that slice of
// `graphql` instead of the whole parser (see src/graphql/document-outline.ts, docs/decisions/0013).
const graphqlOutline = fileURLToPath(new URL('./src/graphql/document-outline.ts', import.meta.url));

// The API server serves the built SPA; in dev Vite proxies the API to it.
const apiPort = process.env.PORT ?? '3000';

const FRAMEWORK = /[/\\]node_modules[/\\](react|react-dom|scheduler|@tanstack|@lingui|graphql|graphql-request|zod)[/\\]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    // Lingui's macro must run before React's transform so <Trans> is compiled first.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    babel({
      include: [/[/\\]src[/\\].+\.tsx?$/],
      exclude: [/[/\\]node_modules[/\\]/, /[/\\]src[/\\]graphql[/\\]generated[/\\]/],
      plugins: [[graphqlDocumentsOptimizer, { artifactDirectory: './src/graphql/generated', gqlTagName: 'graphql' }]],
    }),
    // After the optimizer: each document it imports becomes a module of its own.
    graphqlDocumentsPerModule(fileURLToPath(new URL('./src/graphql/generated/graphql.ts', import.meta.url))),
    react(),
    lingui(),
    vanillaExtractPlugin(),
    // The browser's build only: the server's renderer is never sent to a browser.
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlOutline }] },
  // The renderer takes its libraries with it, React's production build among them, whatever NODE_ENV
  // the server runs under (the e2e server's 'test' would otherwise draw with React's slower development build).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/graphql': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/config.js': `http://127.0.0.1:${apiPort}`,
      '/dev/mailbox': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The manifest lets bench/bundle-size.ts find what a first visit to a route downloads.
  // `vite build --ssr src/app/render-first-screen.tsx` is the server's renderer of first screens
  // (docs/decisions/0057): beside the SPA, without its public files or manifest.
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // A lazy chunk's file is named by its hash alone: each name is written in every import of it
        // and in the entry's list of what each lazy import needs, which every first visit downloads;
        // the module names are in the source maps, which the bench reads (docs/decisions/0067). The
        // 'c' (chunk) keeps a hash that starts with '-' from reading as an option to command-line tools.
        ...(isSsrBuild ? {} : { chunkFileNames: 'assets/c[hash].js' }),
        codeSplitting: {
          // Libraries every screen's first paint runs, in one file rather than many small shared
          // chunks: fewer requests, and gzip sees each library whole. Radix parts are not grouped: a
          // group takes every matching module into one chunk, so a screen with one accordion or one
          // toast would download all of Radix and floating-ui; nor is xstate, which only pages that
          // use a statechart at first paint download (decision 37).
          groups: isSsrBuild ? [{ name: 'framework', test: FRAMEWORK }] : [
            // Only the parts the entry runs ('$initial'): a hook only some pages call (a mutation, an
            // infinite list) goes with those pages instead of every first visit.
            { name: 'framework', test: FRAMEWORK, tags: ['$initial'], priority: 1 },
            // The rest of what the entry runs, in the entry's own file: otherwise every module a lazy
            // page imports too (a button, the icons, the GraphQL client) became a small file of its
            // own, fetched and gzipped apart on every first visit (docs/decisions/0060).
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
