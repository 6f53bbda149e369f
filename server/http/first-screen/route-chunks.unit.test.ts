import { describe, expect, it } from 'vitest';
import { routeChunks, type ViteManifest } from './route-chunks.ts';

// The shape of dist/client/.vite/manifest.json for an entry, a split route and its catalogs.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'], css: ['assets/index-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_CarCard-1.js': { file: 'assets/CarCard-1.js', imports: ['_framework-1.js', '_CarPrice-1.js'], css: ['assets/CarCard-1.css'] },
  '_CarPrice-1.js': { file: 'assets/CarPrice-1.js', imports: ['index.html'] },
  'src/routes/buy.tsx?tsr-split=component': { file: 'assets/buy-1.js', imports: ['index.html', '_framework-1.js', '_CarCard-1.js'], css: ['assets/buy-1.css'] },
  'locales/en/listing.po': { file: 'assets/listing-en.js' },
  'locales/es/listing.po': { file: 'assets/listing-es.js' },
};

describe('a route’s chunks', () => {
  it('are its component’s chunks, what they import first and the catalogs of its language, without what index.html loads', () => {
    expect(routeChunks(manifest, 'src/routes/buy.tsx?tsr-split=component', ['locales/en/listing.po', 'locales/en/missing.po'])).toEqual({
      scripts: ['/assets/CarPrice-1.js', '/assets/CarCard-1.js', '/assets/buy-1.js', '/assets/listing-en.js'],
      // Imports' stylesheets before their importers', as Vite adds them: equal selectors are decided by order.
      styles: ['/assets/CarCard-1.css', '/assets/buy-1.css'],
    });
  });

  it('are none for a module the build does not have', () => {
    expect(routeChunks(manifest, 'src/routes/gone.tsx?tsr-split=component', [])).toEqual({ scripts: [], styles: [] });
  });
});
