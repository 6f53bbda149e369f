import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { bytesBySource, moduleName } from '../../bench/bundle/sources.ts';

// What every page downloads before its first paint, read from the build these specs run against:
// the entry chunk and its static imports. The staff console is "never in a buyer's first download"
// (issue 18), and statecharts load with the screens that run them (decision 37). A loader that
// imports a screen's module statically pulls it into every page, and nothing else would fail.
const outDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

function firstDownload(): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && visit(key));
  return [...seen].flatMap((key) => [...bytesBySource(join(outDir, manifest[key]!.file)).keys()].map(moduleName));
}

test('the first download of every page holds no staff console, no statechart and no XState', () => {
  const modules = firstDownload();
  expect(modules.length).toBeGreaterThan(20);
  expect(modules).toContain('react-dom');
  expect(modules.filter((name) => name.startsWith('src/features/ops/') || name.startsWith('machines/') || name === 'xstate')).toEqual([]);
});

test("the app's entry script is sent as the build's brotli copy, not compressed per request", async ({ request }) => {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  expect(entries.length).toBeGreaterThan(0);
  for (const { file } of entries) {
    const response = await request.get(`/${file}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(Number(response.headers()['content-length'])).toBe(statSync(join(outDir, `${file}.br`)).size);
    expect((await response.body()).equals(readFileSync(join(outDir, file)))).toBe(true);
  }
});

test("every gzip copy of the build unpacks to its file, is smaller than zlib's best, and is what a browser without brotli gets", async ({ request }) => {
  const assets = join(outDir, 'assets');
  const copies = readdirSync(assets).filter((name) => name.endsWith('.gz'));
  expect(copies.length).toBeGreaterThan(50);
  for (const copy of copies) expect(gunzipSync(readFileSync(join(assets, copy))).equals(readFileSync(join(assets, copy.slice(0, -'.gz'.length))))).toBe(true);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  for (const { file } of Object.values(manifest).filter((chunk) => chunk.isEntry)) {
    const source = readFileSync(join(outDir, file));
    const copy = statSync(join(outDir, `${file}.gz`)).size;
    // Zopfli's copy (decision 66), not zlib's.
    expect(copy).toBeLessThan(gzipSync(source, { level: 9 }).length);
    const response = await request.get(`/${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(Number(response.headers()['content-length'])).toBe(copy);
    expect((await response.body()).equals(source)).toBe(true);
  }
});
