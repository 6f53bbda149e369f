import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runtimeConfigPath } from './runtime-config.ts';

/**
 * The built index.html, made sure to load the runtime settings. A classic script runs as soon
 * as it is parsed, so it always precedes the app's module scripts, which are deferred.
 */
export async function readIndexHtml(clientDir: string): Promise<string | undefined> {
  const html = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined || html.includes(`src="${runtimeConfigPath}"`)) return html;
  return html.replace(/<\/head>/i, `<script src="${runtimeConfigPath}"></script></head>`);
}
