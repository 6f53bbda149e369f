import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { projectRoot } from '../runtime-files.ts';

const root = projectRoot;
const builtIndex = join(root, 'dist/client/index.html');
// The server's renderer of first screens (docs/decisions/0057), built from the same sources.
const SSR_ENTRY = 'src/app/render-first-screen.tsx';
const builtRenderer = join(root, 'dist/ssr/render-first-screen.js');
// Everything the SPA bundle is made from.
const sources = ['src', 'locales', 'machines', 'common', 'public', 'index.html', 'vite.config.ts'];
// Tests sit beside the code they test but never reach the bundle.
const testFile = /\.test\.[cm]?[jt]sx?$/;

async function mtimeOf(path: string): Promise<number | undefined> {
  return stat(path).then((info) => info.mtimeMs, () => undefined);
}

/** The most recently changed file under `path`, with its modification time. */
async function newestFile(path: string): Promise<{ path: string; mtime: number } | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return undefined;
  if (!info.isDirectory()) return { path, mtime: info.mtimeMs };
  let newest: { path: string; mtime: number } | undefined;
  for (const entry of await readdir(path)) {
    if (testFile.test(entry)) continue;
    const candidate = await newestFile(join(path, entry));
    if (candidate && (!newest || candidate.mtime > newest.mtime)) newest = candidate;
  }
  return newest;
}

/** Why the SPA must be rebuilt, or undefined when dist/client is newer than every source. */
async function spaStaleReason(): Promise<string | undefined> {
  const [indexAt, rendererAt] = await Promise.all([mtimeOf(builtIndex), mtimeOf(builtRenderer)]);
  if (indexAt === undefined) return 'dist/client/index.html does not exist';
  if (rendererAt === undefined) return 'dist/ssr/render-first-screen.js does not exist';
  const builtAt = Math.min(indexAt, rendererAt);
  for (const source of sources) {
    const newest = await newestFile(join(root, source));
    if (newest && newest.mtime > builtAt) return `${relative(root, newest.path)} changed after the last build`;
  }
  return undefined;
}

/** Runs `vite build` when the SPA build is missing or older than its sources. */
export async function buildSpaIfStale(log: (line: string) => void = console.log): Promise<void> {
  const reason = await spaStaleReason();
  if (!reason) {
    log('The web app build is up to date.');
    return;
  }
  log(`Building the web app (${reason})…`);
  // The same two builds as `npm run build`: the SPA, then the server's renderer of its first screens.
  for (const args of [['build'], ['build', '--ssr', SSR_ENTRY]]) await viteBuild(args);
}

async function viteBuild(args: string[]): Promise<void> {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const code = await new Promise<number | null>((resolve, reject) => {
    // Always the production build, whatever NODE_ENV the caller runs under (the e2e server's
    // 'test' would otherwise give React's development build).
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite ${args.join(' ')} failed with exit code ${code}`);
}
