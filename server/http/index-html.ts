import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runtimeConfigPath } from './runtime-config.ts';

/**
 * The built index.html, made sure to load the runtime settings. A deferred classic script runs in
 * document order with the app's module scripts, which are deferred too, so it goes before them.
 */
export async function readIndexHtml(clientDir: string): Promise<string | undefined> {
  const html = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined || html.includes(`src="${runtimeConfigPath}"`)) return html;
  return html.replace(/<script type="module"/i, (script) => `<script src="${runtimeConfigPath}" defer></script>\n    ${script}`);
}
