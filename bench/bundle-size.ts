// `npm run bench:bundle`: builds the SPA, then measures, for every page of the app, the JavaScript a
// first visit to its address downloads before it can render: the entry chunk and its static
// imports, the page's route chunks (its own and its layouts'), and the Spanish catalogs the app
// fetches for it (the shell's, and those the route loaders ask for with `loadNamespaces(…)`), for a
// visitor who is not signed in; each as the server sends it to a browser that takes gzip (the
// build's `.gz` copy, or gzip at zlib's default level for a file too small to have one, as the
// server's per-request compression does), and beside it as brotli, which current browsers take.
// Fails when any page's gzip is over the target.
//   --no-build            measure the last build
//   --route=/buy          only the pages whose address starts with this
//   --sources[=N]         the N (15) biggest modules of each measured page, by source map
//   --out=DIR             build into and measure DIR instead of dist/client (leaves a served build alone)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readPages, type Page } from './bundle/routes.ts';
import { bytesBySource, moduleName } from './bundle/sources.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGET_KB = 150;
const INITIAL_LOCALE = 'es';
const option = (name: string) => process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1];
const routeFilter = option('route');
const outDir = resolve(root, option('out') ?? 'dist/client');
const sources = process.argv.some((arg) => arg.startsWith('--sources')) ? Number(option('sources') ?? 15) : 0;

if (!process.argv.includes('--no-build')) {
  // A production build whatever the caller's NODE_ENV (a test runner's 'test' would keep React's development build).
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');

/** Chunks and everything they import statically: what the browser fetches before running them. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// Read from the sources, so the bench follows the app: the shell's list, and the route loaders' calls.
const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
const namespacesSource = readFileSync(join(root, 'src/lib/i18n/namespaces.ts'), 'utf8');
const shellNamespaces = quoted(/SHELL_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(namespacesSource)?.[1] ?? '');
const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const scriptsInHtml = [...indexHtml.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]!)
  // /config.js is not part of the build: the API writes it per deployment (a few hundred bytes).
  .filter((file) => existsSync(join(outDir, file)));

/** The source without its `lazy(…)` calls: what they load comes after the first paint. */
function withoutLazyParts(source: string): string {
  let rest = source;
  for (let start = rest.indexOf('lazy('); start !== -1; start = rest.indexOf('lazy(')) {
    let depth = 0;
    let end = start + 'lazy'.length;
    do depth += rest[end] === '(' ? 1 : rest[end] === ')' ? -1 : 0;
    while (depth > 0 && ++end < rest.length);
    rest = rest.slice(0, start) + rest.slice(end + 1);
  }
  return rest;
}

function initialFiles(page: Page): string[] {
  const routeKeys = Object.keys(manifest).filter((key) => page.files.some((file) => key === `${file}?tsr-split=component`));
  // A cold visit has no session: a call on a line that asks for one (`readSession() ? …`) is not made.
  const namespaces = page.files.flatMap((file) =>
    withoutLazyParts(readFileSync(join(root, file), 'utf8')).split('\n').filter((line) => !line.includes('readSession()'))
      .flatMap((line) => [...line.matchAll(/loadNamespaces\(([^)]*)\)/g)].flatMap((call) => quoted(call[1]!))));
  const catalogs = new Set([...shellNamespaces, ...namespaces].map((namespace) => `locales/${INITIAL_LOCALE}/${namespace}.po`));
  const initial = closure([...entryKeys, ...routeKeys, ...Object.keys(manifest).filter((key) => catalogs.has(key))]);
  return [...new Set([...scriptsInHtml, ...[...initial].map((key) => manifest[key]!.file)])].filter((file) => file.endsWith('.js'));
}

// @fastify/compress's brotli quality for what it compresses per request.
const PER_REQUEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const copyOr = (path: string, compress: () => Buffer) => (existsSync(path) ? readFileSync(path).length : compress().length);
const sizeOf = new Map<string, { raw: number; gzip: number; brotli: number }>();
function size(file: string) {
  if (!sizeOf.has(file)) {
    const path = join(outDir, file);
    const bytes = readFileSync(path);
    sizeOf.set(file, { raw: bytes.length, gzip: copyOr(`${path}.gz`, () => gzipSync(bytes)), brotli: copyOr(`${path}.br`, () => brotliCompressSync(bytes, PER_REQUEST_BROTLI)) });
  }
  return sizeOf.get(file)!;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pages = readPages(root).filter((page) => !routeFilter || page.url.startsWith(routeFilter));
const rows = pages.map((page) => {
  const files = initialFiles(page);
  const total = (encoding: 'gzip' | 'brotli') => files.reduce((sum, file) => sum + size(file)[encoding], 0);
  return { page, files, gzip: total('gzip'), brotli: total('brotli') };
});

console.log(`\nInitial JavaScript per page (KB as sent; target ≤ ${TARGET_KB} KB gzip):`);
console.log(`  ${'page'.padEnd(28)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}  files`);
for (const row of rows) {
  const over = row.gzip / 1024 > TARGET_KB ? '  over' : '';
  console.log(`  ${row.page.url.padEnd(28)} ${kb(row.gzip).padStart(7)} ${kb(row.brotli).padStart(7)}  ${String(row.files.length).padStart(5)}${over}`);
}

if (sources) {
  for (const row of rows) {
    // A module's share of its file's gzip, in proportion to its bytes: an estimate that adds up.
    const modules = new Map<string, { raw: number; gzip: number; files: Set<string> }>();
    for (const file of row.files) {
      const { raw, gzip } = size(file);
      for (const [source, bytes] of bytesBySource(join(outDir, file))) {
        const name = moduleName(source);
        const entry = modules.get(name) ?? { raw: 0, gzip: 0, files: new Set<string>() };
        entry.raw += bytes;
        entry.gzip += (bytes / raw) * gzip;
        entry.files.add(file.replace(/^assets\//, ''));
        modules.set(name, entry);
      }
    }
    console.log(`\n${row.page.url}: the ${sources} biggest modules (≈ gzip KB, raw KB, file)`);
    for (const [name, entry] of [...modules].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, sources)) {
      console.log(`  ${kb(entry.gzip).padStart(6)}  ${kb(entry.raw).padStart(6)}  ${name}  (${[...entry.files].slice(0, 3).join(', ')}${entry.files.size > 3 ? ', …' : ''})`);
    }
  }
}

const worst = Math.max(...rows.map((row) => row.gzip));
console.log(`\nLargest: ${kb(worst)} KB (target ≤ ${TARGET_KB} KB)\n`);
if (worst / 1024 > TARGET_KB) process.exitCode = 1;
