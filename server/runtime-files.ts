import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs either from its TypeScript through tsx (`npm start`, the tests) or from the
// production build, one bundle in dist/server (`npm run serve`), where every module shares the
// bundle's address: files outside the code are found from the project's root instead.
const bundled = import.meta.url.endsWith('.mjs');

/** The project's root folder, holding package.json, server/ and dist/. */
export const projectRoot = fileURLToPath(new URL(bundled ? '../..' : '..', import.meta.url));

/** A file or folder of the project, by its path from the root. */
export const projectPath = (...segments: string[]) => join(projectRoot, ...segments);

/**
 * A separate entry of the server (a worker thread's), by its path under server/ without extension:
 * the built one beside the bundle, or the TypeScript, which then needs tsx in the worker too
 * (under the test runner it would otherwise get Node's own type stripping, which refuses parameter
 * properties and enums that the rest of the server may use).
 */
export function serverEntry(name: string, execArgv: string[]): { file: string; execArgv: string[] } {
  if (bundled) return { file: projectPath('dist/server', `${name}.mjs`), execArgv };
  const withTsx = execArgv.some((argument) => argument.includes('tsx')) ? execArgv : [...execArgv, '--import', 'tsx'];
  return { file: projectPath('server', `${name}.ts`), execArgv: withTsx };
}
