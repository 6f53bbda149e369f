// `npm run bench:bundle`: builds the SPA, then measures the JavaScript a first visit to /buy
// downloads before it can render: the entry chunk and its static imports, the /buy route's
// chunks, and the Spanish catalogs the app awaits before its first paint (the shell's, and those
// the route's loader asks for with `loadNamespaces(…)`); each gzipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist/client');
const TARGET_KB = 170;
// `--route=index` measures another route file the same way, e.g. to compare with the home page.
const routeFile = process.argv.find((arg) => arg.startsWith('--route='))?.slice('--route='.length) ?? 'buy';
const INITIAL_LOCALE = 'es';

if (!process.argv.includes('--no-build')) {
  // A production build whatever the caller's NODE_ENV (a test runner's 'test' would keep React's development build).
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const routeKeys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}.tsx`) || key.startsWith('src/routes/__root.tsx'));
// Read from the sources, so the bench follows the app: the shell's list, and the route loader's calls.
const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
const namespacesSource = readFileSync(join(root, 'src/lib/i18n/namespaces.ts'), 'utf8');
const shellNamespaces = quoted(/SHELL_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(namespacesSource)?.[1] ?? '');
const routeSource = readFileSync(join(root, `src/routes/${routeFile}.tsx`), 'utf8');
const routeNamespaces = [...routeSource.matchAll(/loadNamespaces\(([^)]*)\)/g)].flatMap((call) => quoted(call[1]!));
const awaitedCatalogs = new Set([...shellNamespaces, ...routeNamespaces].map((namespace) => `locales/${INITIAL_LOCALE}/${namespace}.po`));
const catalogKeys = Object.keys(manifest).filter((key) => awaitedCatalogs.has(key));
const initial = closure([...entryKeys, ...routeKeys, ...catalogKeys]);

const scriptsInHtml = [...indexHtml.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]!)
  // /config.js is not part of the build: the API writes it per deployment (a few hundred bytes).
  .filter((file) => existsSync(join(outDir, file)));
const files = new Set([...scriptsInHtml, ...[...initial].map((key) => manifest[key]!.file)].filter((file) => file.endsWith('.js')));

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`\nInitial JavaScript of src/routes/${routeFile}.tsx (gzip):`);
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${kb(row.raw).padStart(7)} KB raw  ${row.file}`);
console.log(`  ${kb(total).padStart(7)} KB  total in ${rows.length} files (target ≤ ${TARGET_KB} KB)\n`);
if (total / 1024 > TARGET_KB) process.exitCode = 1;
