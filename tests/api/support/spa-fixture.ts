import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A stand-in for the server build's renderer (dist/ssr beside dist/client): it draws the page's path
 * and the time its answers were fetched, so a test can tell a page drawn again from one kept.
 */
async function writeRendererFixture(clientDirectory: string): Promise<void> {
  const directory = join(clientDirectory, '../ssr');
  await mkdir(directory, { recursive: true });
  await writeFile(
    join(directory, 'render-first-screen.js'),
    'export async function renderFirstScreen(address, payload) { return `<main data-path="${address.path}">${payload.state.queries.map((query) => query.state.dataUpdatedAt).join(" ")}</main>`; }\n',
  );
}

/** A stand-in for dist/client: the HTTP tests need its shape, not a real Vite build. */
export async function writeSpaFixture(directory: string, { drawsFirstScreens = false } = {}): Promise<void> {
  if (drawsFirstScreens) await writeRendererFixture(directory);
  await mkdir(join(directory, 'assets'), { recursive: true });
  await writeFile(
    join(directory, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Ola Cars</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(directory, 'assets/index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4096))});`);
  // A stylesheet with the build's compressed copies, each saying which it is, so a test can tell them apart.
  await writeFile(join(directory, 'assets/index-abc123.css'), `/* the stylesheet */${'.a{color:red}'.repeat(100)}`);
  await writeFile(join(directory, 'assets/index-abc123.css.br'), brotliCompressSync('/* the brotli copy */'));
  await writeFile(join(directory, 'assets/index-abc123.css.gz'), gzipSync('/* the gzip copy */'));
  await writeFile(join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}
