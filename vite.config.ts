import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The API server serves the built SPA; in dev Vite proxies the API to it.
const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    // Lingui's macro must run before React's transform so <Trans> is compiled first.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
  ],
  server: {
    proxy: {
      '/graphql': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The manifest lets bench/bundle-size.ts find what a first visit to a route downloads.
  build: { outDir: 'dist/client', sourcemap: true, manifest: true },
});
